import type { CSSProperties, ReactNode } from 'react';
import containerClasses from './container.module.css';
import classes from './message-page.module.css';

/** A centred message: an optional big code, a title, a line of text and an action (404s, errors). */
export function MessagePage({
  code,
  title,
  text,
  action,
  width = 560,
  inline = false,
}: {
  code?: string;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  width?: number;
  /** Inside another page (a profile's frame): no page column of its own. */
  inline?: boolean;
}) {
  const body = (
    <div className={inline ? `${classes.stack} ${classes.inline}` : classes.stack}>
      {code && (
        <p className={classes.code} aria-hidden>
          {code}
        </p>
      )}
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.text}>{text}</p>
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
  if (inline) return body;
  const columnWidth = {
    '--container-size': `calc(${width / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  return (
    <div className={`${containerClasses.container} ${classes.page}`} style={columnWidth}>
      {body}
    </div>
  );
}
