import type { ReactNode } from 'react';
import classes from './profile-frame.module.css';

/**
 * Around the Client Hub page of a company whose profile is not public (yet): the hub alone, without
 * the profile's banner, menu and footer, which stay hidden until it is published.
 */
export function HubOnlyFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.site} data-testid="hub-only-site">
      <div className={classes.content}>{children}</div>
    </div>
  );
}
