import type { CSSProperties } from 'react';
import classes from './rating.module.css';

const SIZES = { xs: 14, sm: 18, md: 20, lg: 28, xl: 32 } as const;
const STAR_COUNT = 5;
const STAR_KEYS = ['one', 'two', 'three', 'four', 'five'] as const;
const STAR_PATH =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

function Stars() {
  return (
    <span className={classes.stars}>
      {STAR_KEYS.map((key) => (
        <svg
          key={key}
          className={classes.star}
          viewBox="0 0 24 24"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A read-only star rating drawn on the server (Mantine's Rating looks, no JavaScript): grey stars
 * with the filled share on top, so 4.3 fills four stars and a third.
 */
export function Rating({
  value,
  size = 'sm',
  'aria-label': label,
}: {
  value: number;
  size?: keyof typeof SIZES;
  'aria-label'?: string;
  /** Always read-only; the prop is kept so the call reads like Mantine's. */
  readOnly?: true;
  /** Any fraction is drawn exactly. */
  fractions?: number;
  'aria-hidden'?: boolean;
}) {
  const share = Math.max(0, Math.min(STAR_COUNT, value)) / STAR_COUNT;
  // Named when it says something the text around it does not; decoration otherwise.
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const vars = {
    '--rating-size': `calc(${SIZES[size] / 16}rem * var(--mantine-scale))`,
    '--rating-fill': `${share * 100}%`,
  } as CSSProperties;
  return (
    <span className={classes.rating} style={vars} {...a11y}>
      <Stars />
      <span className={classes.filled}>
        <Stars />
      </span>
    </span>
  );
}
