import { Children, type CSSProperties, isValidElement, type ReactNode } from 'react';
import { joinClasses } from './style-props';
import classes from './timeline.module.css';

interface TimelineItemProps {
  bullet: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

/** Mantine's Timeline on the server: items up to `active` (an index) are lit, and the line between them. */
export function Timeline({
  active,
  bulletSize = 20,
  lineWidth = 4,
  className,
  titleClassName,
  bulletClassName,
  children,
}: {
  active: number;
  bulletSize?: number;
  lineWidth?: number;
  /** The brand colour; kept so the call reads like Mantine's. */
  color?: 'brand';
  className?: string;
  /** Extra classes for the items' titles and bullets (Mantine's classNames). */
  titleClassName?: string;
  bulletClassName?: string;
  children: ReactNode;
}) {
  const items = Children.toArray(children).filter(isValidElement<TimelineItemProps>);
  const vars = {
    '--tl-bullet-size': `calc(${bulletSize / 16}rem * var(--mantine-scale))`,
    '--tl-line-width': `calc(${lineWidth / 16}rem * var(--mantine-scale))`,
  } as CSSProperties;
  return (
    <div className={joinClasses(classes.timeline, className)} style={vars}>
      {items.map((item, index) => (
        <div key={item.key} className={classes.item} data-line-active={index < active || undefined}>
          <div
            className={joinClasses(classes.bullet, bulletClassName)}
            data-active={index <= active || undefined}
          >
            {item.props.bullet}
          </div>
          <div>
            <div className={joinClasses(classes.title, titleClassName)}>{item.props.title}</div>
            {item.props.children}
          </div>
        </div>
      ))}
    </div>
  );
}

/** One step of a Timeline; Timeline draws it. */
export function TimelineItem(_props: TimelineItemProps): ReactNode {
  return null;
}
