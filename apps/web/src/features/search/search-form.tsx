'use client';

import { type Radius, type SortBy, ZIP_MAX_LENGTH } from '@porchlight/core/search/search.constants';
import { searchMessages } from '@porchlight/core/search/search.messages';
import { buildSearchPath } from '@porchlight/core/search/search.rules';
import type { SearchForm as SearchFormValues } from '@porchlight/core/search/search.schemas';
import { IconMapPin } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useTransition } from 'react';
import { lazySchema } from '@/lib/lazy-schema';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import { useSchemaForm } from '@/lib/use-schema-form';
import { buttonProps } from '@/ui/button-style';
import { TextField } from '@/ui/text-field';
import classes from './search-form.module.css';
import { useSearchZip } from './search-zip-context';
import { ServiceAutocomplete } from './service-autocomplete';
import { storeZip } from './zip-storage';

const searchFormSchema = lazySchema(() =>
  import('@porchlight/core/search/search.schemas').then((module) => module.searchFormSchema),
);

interface SearchFormProps {
  initialQuery?: string;
  /** Kept from the results page when searching again from there. */
  radius?: Radius;
  sortBy?: SortBy;
  booksOnline?: boolean;
  compact?: boolean;
}

/** Service and zip: the zip is required on the form, the service is optional (spec 3 §5). */
export function SearchForm({
  initialQuery = '',
  radius,
  sortBy,
  booksOnline,
  compact = false,
}: SearchFormProps) {
  const router = useRouter();
  const { zip, setZip } = useSearchZip();
  const [navigating, startNavigation] = useTransition();
  const errorId = useId();
  const form = useSchemaForm({
    initialValues: { query: initialQuery, zip } satisfies SearchFormValues,
    schema: searchFormSchema,
  });
  const { setFieldValue } = form;

  // The remembered zip arrives after the first render: show it in the box.
  useEffect(() => {
    setFieldValue('zip', zip);
  }, [zip, setFieldValue]);

  const setZipBox = (value: string) => {
    setFieldValue('zip', value);
    setZip(value);
  };

  const submit = useLeadingDebounce((search: SearchFormValues) => {
    storeZip(search.zip);
    startNavigation(() =>
      router.push(buildSearchPath({ query: search.query, zip: search.zip, radius, sortBy, booksOnline })),
    );
  });

  const size = compact ? 'md' : 'lg';
  const errors = [form.errors.query, form.errors.zip].filter(Boolean);

  return (
    <search>
      <form onSubmit={form.onSubmit((search) => submit(search))} onFocus={form.onFocus} noValidate>
        <div className={classes.bar} data-compact={compact || undefined}>
          <ServiceAutocomplete
            className={classes.service}
            size={size}
            aria-label="Service"
            maxLength={100}
            zip={form.values.zip}
            value={form.values.query}
            onChange={(query) => setFieldValue('query', query)}
            onPlaceSelect={setZipBox}
            invalid={Boolean(form.errors.query)}
          />
          <span className={classes.divider} aria-hidden />
          <TextField
            className={classes.zip}
            variant="unstyled"
            size={size}
            aria-label="Zip code"
            placeholder={searchMessages.zipPlaceholder}
            maxLength={ZIP_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            leftSection={<IconMapPin size={20} aria-hidden />}
            value={form.values.zip}
            onChange={(event) => setZipBox(event.currentTarget.value)}
            error={Boolean(form.errors.zip)}
            aria-describedby={form.errors.zip ? errorId : undefined}
          />
          <button
            type="submit"
            {...buttonProps({ size }, classes.submit)}
            data-loading={navigating || undefined}
            aria-busy={navigating || undefined}
          >
            <span>Search</span>
          </button>
        </div>
        {errors.length > 0 ? (
          <div className={classes.errors} id={errorId}>
            {errors.map((error) => (
              <p key={String(error)} className={classes.errorText}>
                {error}
              </p>
            ))}
          </div>
        ) : null}
      </form>
    </search>
  );
}
