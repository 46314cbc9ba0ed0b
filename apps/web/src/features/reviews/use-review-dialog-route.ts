'use client';

import {
  isNewReviewRoute,
  newReviewPathOf,
  pathSegments,
  reviewsPathOf,
} from '@porchlight/core/reviews/review-writing.rules';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';

/** True when this document was loaded at the current address: going back would leave the site. */
function landedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !entry || entry.name === window.location.href;
}

let openedInApp = false;

/**
 * The Add Review dialog lives on the route segment 'new' (spec 1 §4): index 3 on the main site
 * (/company/{vanity}/reviews/new), index 1 on a custom domain (/reviews/new). The browser's back
 * button closes it; closing it goes back, or to the reviews page when the visitor arrived on 'new'.
 * `segments` (the page's path segments) and `isCustomDomain` come from the server render; without
 * them the current address decides.
 */
export function useReviewDialogRoute(segments?: readonly string[], isCustomDomain?: boolean) {
  const pathname = usePathname();
  const router = useRouter();
  // The live address wins (it follows the back button); a custom domain's pages may be rendered under
  // their rewritten /company/{vanity} path, so the prefix tells which index applies.
  const current = pathname ? pathSegments(pathname) : null;
  const opened = current
    ? isNewReviewRoute(current, current[0] !== 'company')
    : isNewReviewRoute(segments ?? [], isCustomDomain ?? false);

  const open = useCallback(() => {
    openedInApp = true;
    router.push(newReviewPathOf(window.location.pathname), { scroll: false });
  }, [router]);

  const close = useCallback(() => {
    if (openedInApp || !landedHere()) router.back();
    else router.replace(reviewsPathOf(window.location.pathname), { scroll: false });
    openedInApp = false;
  }, [router]);

  return { opened, open, close };
}
