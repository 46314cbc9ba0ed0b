'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { Link } from '@/ui/link';

/** Opens the target with a plain left click (a new tab or window leaves this page as it is). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that dims its card with a wait cursor while the page it opens loads (spec 3 §2.5): it marks
 * the closest `[data-pending-scope]` (or itself) `data-pending`, which the card's CSS draws. The card
 * itself stays server-rendered; only this link is client code.
 */
export function PendingLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        const scope = event.currentTarget.closest('[data-pending-scope]') ?? event.currentTarget;
        scope.setAttribute('data-pending', '');
        scope.setAttribute('aria-busy', 'true');
      }}
    />
  );
}
