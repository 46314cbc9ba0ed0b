import { searchMessages } from '@porchlight/core/search/search.messages';
import { buildResultsPath, type ResultsLocation } from '@porchlight/core/search/search-page.rules';
import { IconSquare, IconSquareCheckFilled } from '@tabler/icons-react';
import { AnchorLink } from '@/ui/anchor-link';
import { Text } from '@/ui/typography';
import classes from './search-results.module.css';

/**
 * 'Books online only' (issue 34): a link to the same search with or without `?booking=online`, from page 1.
 * Rendered on the server, so the results page's JavaScript stays as it was; the box's state is in its name.
 */
export function BookingFilter({ location }: { location: ResultsLocation }) {
  const on = Boolean(location.booksOnline);
  const Box = on ? IconSquareCheckFilled : IconSquare;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {searchMessages.booksOnlineLegend}
      </Text>
      <AnchorLink
        href={buildResultsPath({ ...location, page: 1, booksOnline: !on })}
        className={classes.bookingFilter}
        c="dark.7"
        size="sm"
        fw={500}
        data-testid="booking-filter"
      >
        <Box size={20} role="img" aria-label={on ? 'Selected:' : 'Not selected:'} />
        {searchMessages.booksOnlineFilter}
      </AnchorLink>
    </div>
  );
}
