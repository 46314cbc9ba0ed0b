import type { Metadata } from 'next';
import { CompanyPlaceholderView } from '@/features/company/company-placeholder-view';

type Params = Promise<{ vanityName: string; segments?: string[] }>;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: decode((await params).vanityName) };
}

export default async function CompanyPage({ params }: { params: Params }) {
  const { vanityName, segments } = await params;
  return <CompanyPlaceholderView vanityName={decode(vanityName)} page={segments?.[0] ?? 'home'} />;
}
