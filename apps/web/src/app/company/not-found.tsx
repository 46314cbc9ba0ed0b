import { CompanyNotFoundView } from '@/features/profile/not-found-views';

export default function CompanyNotFound() {
  return <CompanyNotFoundView />;
}
