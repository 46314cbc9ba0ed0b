'use client';

import { RADIUS_OPTIONS, type Radius, type SortBy } from '@porchlight/core/search/search.constants';
import { buildResultsPath, type ResultsLocation } from '@porchlight/core/search/search-page.rules';
import { useRef, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { SelectField } from '@/ui/select-field';
import { useResultsNavigation } from './results-navigation';
import classes from './search-results.module.css';

// Only for a visitor who picks the friends sort: the dialog's code loads then.
const SortByFriendsLoginDialog = lazyComponent(() =>
  import('./sort-by-friends-login-dialog').then((module) => module.default),
);

const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevance',
  friends: 'Friend recommendations',
};

interface ResultsControlsProps {
  /** The search as in the address; sortBy only when the address names it. */
  location: ResultsLocation & { radius: Radius };
  sortBy: SortBy;
  isAuthenticated: boolean;
}

/** Distance and sort (spec 3 §2.6). A change starts again from page 1 and keeps the page size. */
export function ResultsControls({ location, sortBy, isAuthenticated }: ResultsControlsProps) {
  const { navigate } = useResultsNavigation();
  const [loginPromptOpened, setLoginPromptOpened] = useState(false);
  // Stays mounted after its first opening, so it can animate closed.
  const [loginPromptMounted, setLoginPromptMounted] = useState(false);
  // The selects act through React: until it runs they would change nothing, so they wait for it.
  const mounted = useIsHydrated();
  const friendsHref = buildResultsPath({ ...location, page: 1, sortBy: 'friends' });
  // The dialog mounts already open, so it has no earlier focus to return to: closing gives it to the select.
  const sortRef = useRef<HTMLSelectElement>(null);

  return (
    <>
      <div className={classes.controls} data-two={location.zip ? true : undefined}>
        {location.zip ? (
          <SelectField
            label="Distance"
            disabled={!mounted}
            value={String(location.radius)}
            data={RADIUS_OPTIONS.map((radius) => ({
              value: String(radius),
              label: `Within ${radius} miles`,
            }))}
            onChange={(event) =>
              navigate(
                buildResultsPath({
                  ...location,
                  page: 1,
                  radius: Number(event.currentTarget.value) as Radius,
                }),
              )
            }
          />
        ) : null}
        <SelectField
          ref={sortRef}
          label="Sort by"
          disabled={!mounted}
          value={sortBy}
          data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(event) => {
            const next = event.currentTarget.value as SortBy;
            if (next === 'friends' && !isAuthenticated) {
              setLoginPromptMounted(true);
              setLoginPromptOpened(true);
              return;
            }
            navigate(buildResultsPath({ ...location, page: 1, sortBy: next }));
          }}
        />
      </div>

      {loginPromptMounted && (
        <SortByFriendsLoginDialog
          opened={loginPromptOpened}
          onClose={() => {
            setLoginPromptOpened(false);
            sortRef.current?.focus();
          }}
          friendsHref={friendsHref}
        />
      )}
    </>
  );
}
