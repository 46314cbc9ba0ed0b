import { CompanyNotFoundView } from '@/features/providers/not-found-views';

export default function CompanyNotFound() {
  return <CompanyNotFoundView />;
}
