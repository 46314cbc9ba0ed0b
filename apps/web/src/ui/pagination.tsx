'use client';

import classes from './pagination.module.css';

const DOTS = 'dots';

/** The pages to show, as Mantine's Pagination picks them: the ends, the current page and its neighbours. */
export function pageRange(total: number, current: number): (number | typeof DOTS)[] {
  const siblings = 1;
  const boundaries = 1;
  if (total <= siblings * 2 + boundaries * 2 + 3)
    return Array.from({ length: total }, (_, index) => index + 1);
  const from = Math.max(current - siblings, boundaries + 1);
  const to = Math.min(current + siblings, total - boundaries);
  const left = from > boundaries + 2;
  const right = to < total - boundaries - 1;
  const span = siblings * 2 + boundaries + 2;
  const range = (start: number, end: number) =>
    Array.from({ length: end - start + 1 }, (_, index) => start + index);
  if (!left && right) return [...range(1, span), DOTS, ...range(total - boundaries + 1, total)];
  if (left && !right) return [...range(1, boundaries), DOTS, ...range(total - span + 1, total)];
  return [...range(1, boundaries), DOTS, ...range(from, to), DOTS, ...range(total - boundaries + 1, total)];
}

const CHEVRON_LEFT = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" aria-hidden>
    <path
      d="M10 3.5 5.5 8l4.5 4.5"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const CHEVRON_RIGHT = (
  <svg viewBox="0 0 16 16" width="16" height="16" fill="none" aria-hidden>
    <path
      d="M6 3.5 10.5 8 6 12.5"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** Previous, the page numbers and next, as buttons (Mantine's Pagination without its runtime). */
export function Pagination({
  total,
  value,
  onChange,
  disabled = false,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (total <= 1) return null;
  return (
    <div className={classes.root}>
      <button
        type="button"
        className={classes.control}
        aria-label="Previous page"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        {CHEVRON_LEFT}
      </button>
      {pageRange(total, value).map((page, index) =>
        page === DOTS ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, placed by their position
          <span key={`dots-${index}`} className={classes.dots} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={classes.control}
            data-active={page === value || undefined}
            aria-current={page === value ? 'page' : undefined}
            disabled={disabled}
            onClick={() => onChange(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.control}
        aria-label="Next page"
        disabled={disabled || value >= total}
        onClick={() => onChange(value + 1)}
      >
        {CHEVRON_RIGHT}
      </button>
    </div>
  );
}
