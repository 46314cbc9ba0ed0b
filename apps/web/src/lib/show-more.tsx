'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './show-more.module.css';

/**
 * Long content cut at `maxHeight` with 'Show more' / 'Show less' under it, only when it is longer
 * (Mantine's Spoiler, without its runtime). Server-rendered cut, so the page does not jump.
 */
export function ShowMore({
  maxHeight,
  showLabel,
  hideLabel,
  children,
}: {
  maxHeight: number;
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const contentId = useId();
  const [fullHeight, setFullHeight] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () => setFullHeight(content.scrollHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const child of content.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  const isLonger = fullHeight !== null && fullHeight > maxHeight;
  return (
    <div>
      <div
        ref={contentRef}
        id={contentId}
        className={classes.content}
        style={{ maxHeight: expanded && fullHeight !== null ? fullHeight : maxHeight }}
      >
        {children}
      </div>
      {isLonger && (
        <button
          type="button"
          className={classes.control}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? hideLabel : showLabel}
        </button>
      )}
    </div>
  );
}
