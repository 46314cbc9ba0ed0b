'use client';

import { Button, type ButtonProps } from '@mantine/core';
import type { Review } from '@porchlight/core/reviews/reviews.schemas';
import { IconPencil } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useSticky } from '@/lib/use-sticky';
import type { ReviewedProvider } from './add-review-dialog';
import { useReviewDialogRoute } from './use-review-dialog-route';

// The dialogs' code (form, schemas) loads when one first opens, not with the reviews page.
const AddReviewDialog = lazyComponent(() => import('./add-review-dialog').then((m) => m.AddReviewDialog));
const NoFriendsDialog = lazyComponent(() => import('./no-friends-dialog').then((m) => m.NoFriendsDialog));

/**
 * Set when a review was added: the reviews page under the next address (a new instance of this
 * component: Next mounts a page afresh per catch-all address) refreshes its server data once.
 */
let refreshWhenClosed = false;
/** Likewise for 'No Friends Recommended Yet', offered after the review of a user without friends. */
let offerNoFriendsWhenClosed = false;

/**
 * The Add Review dialog bound to the route segment 'new' (spec 1 §4, spec 3 §2.1): mount it once on
 * the reviews page; it opens on {prefix}/reviews/new and closes with the browser's back button. After
 * a review is added, the page's server data is refreshed once the dialog's address is left.
 */
export function AddReviewRoute({
  provider,
  segments,
  onAdded,
}: {
  provider: ReviewedProvider;
  /** The page's path segments from the server render (optional: the live address decides). */
  segments?: readonly string[];
  onAdded?: (review: Review) => void;
}) {
  const router = useRouter();
  const { opened, close } = useReviewDialogRoute(segments, provider.onCustomDomain);
  const [noFriendsOpen, setNoFriendsOpen] = useState(false);
  const dialogMounted = useSticky(opened);
  const noFriendsMounted = useSticky(noFriendsOpen);

  useEffect(() => {
    if (opened) return;
    if (offerNoFriendsWhenClosed) {
      offerNoFriendsWhenClosed = false;
      setNoFriendsOpen(true);
    }
    if (refreshWhenClosed) {
      refreshWhenClosed = false;
      router.refresh();
    }
  }, [opened, router]);

  return (
    <>
      {dialogMounted && (
        <AddReviewDialog
          provider={provider}
          opened={opened}
          onClose={close}
          onAdded={(review) => {
            refreshWhenClosed = true;
            onAdded?.(review);
          }}
          onNoFriends={() => {
            offerNoFriendsWhenClosed = true;
          }}
        />
      )}
      {noFriendsMounted && <NoFriendsDialog opened={noFriendsOpen} onClose={() => setNoFriendsOpen(false)} />}
    </>
  );
}

/** 'Leave a review' as a button that opens the dialog route without leaving the page. */
export function LeaveReviewButton(props: ButtonProps) {
  const { open } = useReviewDialogRoute();
  return (
    <Button leftSection={<IconPencil size={18} />} onClick={open} {...props}>
      {props.children ?? 'Leave a review'}
    </Button>
  );
}
