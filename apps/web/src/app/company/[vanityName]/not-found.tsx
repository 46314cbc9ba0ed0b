import { ProfilePageNotFoundView } from '@/features/providers/not-found-views';

export default function ProfilePageNotFound() {
  return <ProfilePageNotFoundView />;
}
