'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * Next's Link, prefetching only once the reader shows intent (pointer over it, focus, touch), as Next's
 * prefetching guide shows. Prefetching every link in view cost each visitor page 20-27 server renders of
 * pages never opened (docs/performance.md "Link prefetch"); an explicit `prefetch` prop still wins.
 */
export function Link({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch !== undefined ? prefetch : intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
