import { ProfilePageNotFoundView } from '@/features/profile/not-found-views';

export default function ProfilePageNotFound() {
  return <ProfilePageNotFoundView />;
}
