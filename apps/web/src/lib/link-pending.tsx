'use client';

import { useLinkStatus } from 'next/link';
import classes from './link-pending.module.css';

/**
 * Inside a Link: a spinner while the page it opens loads on the server (spec 3 §2.6 "Shows a loading
 * spinner"), shown only if that takes over 150 ms. Pages render complete on the server, so the spinner
 * belongs to the link that was followed, not to a placeholder page.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return <span className={classes.spinner} data-pending={pending || undefined} aria-hidden />;
}
