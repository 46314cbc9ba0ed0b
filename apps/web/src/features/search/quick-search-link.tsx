'use client';

import { quickLinkPath } from '@porchlight/core/search/search-page.rules';
import type { ReactNode } from 'react';
import { LinkPending } from '@/lib/link-pending';
import { Link } from '@/ui/link';
import { useSearchZip } from './search-zip-context';

/** A search for one service near the zip in the zip box (the tile itself is drawn by the server). */
export function QuickSearchLink({
  service,
  className,
  children,
}: {
  service: string;
  className?: string;
  children: ReactNode;
}) {
  const { zip } = useSearchZip();
  return (
    <Link href={quickLinkPath(service, zip)} className={className}>
      {children}
      <LinkPending />
    </Link>
  );
}
