import { Container } from '@/ui/container';
import { Loader } from '@/ui/decorations';
import { Text } from '@/ui/typography';
import classes from './search-results.module.css';

/** While a search page loads on the server (spec 3 §2.6 "Shows a loading spinner"). */
export function SearchLoading() {
  return (
    <Container className={classes.loading} role="status">
      <Loader size="lg" />
      <Text c="dark.3">Finding pros…</Text>
    </Container>
  );
}
