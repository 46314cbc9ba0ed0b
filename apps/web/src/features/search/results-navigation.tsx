'use client';

import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useTransition } from 'react';
import classes from './search-results.module.css';

interface ResultsNavigation {
  /** Goes to another results address; the current results stay, dimmed under a spinner, until it arrives. */
  navigate: (href: string, options?: { scrollToTop?: boolean }) => void;
  isPending: boolean;
}

const ResultsNavigationContext = createContext<ResultsNavigation>({ navigate: () => {}, isPending: false });

export function ResultsNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  const navigate = useCallback(
    (href: string, { scrollToTop = false }: { scrollToTop?: boolean } = {}) => {
      startTransition(() => router.push(href, { scroll: false }));
      if (scrollToTop) window.scrollTo({ top: 0 });
    },
    [router],
  );

  const value = useMemo(() => ({ navigate, isPending }), [navigate, isPending]);
  return <ResultsNavigationContext.Provider value={value}>{children}</ResultsNavigationContext.Provider>;
}

export function useResultsNavigation(): ResultsNavigation {
  return useContext(ResultsNavigationContext);
}

/** The result list: dimmed with a spinner while the next page, radius or sort loads (spec 3 §2.6). */
export function PendingRegion({ children }: { children: ReactNode }) {
  const { isPending } = useResultsNavigation();
  return (
    <div
      className={classes.pendingRegion}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
    >
      {isPending ? (
        <div className={classes.pendingOverlay}>
          <div className={classes.pendingSpinner}>
            <span className={classes.spinner} role="status" aria-label="Loading results" />
          </div>
        </div>
      ) : null}
      {children}
    </div>
  );
}
