'use client';

import { Button, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Radius, type SortBy, ZIP_MAX_LENGTH } from '@porchlight/core/search/search.constants';
import { searchMessages } from '@porchlight/core/search/search.messages';
import { buildSearchPath } from '@porchlight/core/search/search.rules';
import {
  type SearchForm as SearchFormValues,
  searchFormSchema,
} from '@porchlight/core/search/search.schemas';
import { IconMapPin } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useTransition } from 'react';
import { useLeadingDebounce } from '@/lib/use-leading-debounce';
import classes from './search-form.module.css';
import { useSearchZip } from './search-zip-context';
import { ServiceAutocomplete } from './service-autocomplete';
import { storeZip } from './zip-storage';

interface SearchFormProps {
  initialQuery?: string;
  /** Kept from the results page when searching again from there. */
  radius?: Radius;
  sortBy?: SortBy;
  compact?: boolean;
}

/** Service and zip: the zip is required on the form, the service is optional (spec 3 §5). */
export function SearchForm({ initialQuery = '', radius, sortBy, compact = false }: SearchFormProps) {
  const router = useRouter();
  const { zip, setZip } = useSearchZip();
  const [navigating, startNavigation] = useTransition();
  const errorId = useId();

  const form = useForm<SearchFormValues>({
    initialValues: { query: initialQuery, zip },
    validate: schemaResolver(searchFormSchema, { sync: true }),
    onValuesChange: (values) => setZip(values.zip),
  });

  // The remembered zip arrives after the first render: show it in the box.
  useEffect(() => {
    if (form.getValues().zip !== zip) form.setFieldValue('zip', zip);
  }, [zip, form]);

  const submit = useLeadingDebounce((values: SearchFormValues) => {
    const search = searchFormSchema.parse(values);
    storeZip(search.zip);
    startNavigation(() =>
      router.push(buildSearchPath({ query: search.query, zip: search.zip, radius, sortBy })),
    );
  });

  const size = compact ? 'md' : 'lg';
  const errors = [form.errors.query, form.errors.zip].filter(Boolean);

  return (
    <search>
      <form onSubmit={form.onSubmit((values) => submit(values))} noValidate>
        <div className={classes.bar} data-compact={compact || undefined}>
          <ServiceAutocomplete
            className={classes.service}
            variant="unstyled"
            size={size}
            aria-label="Service"
            maxLength={100}
            zip={form.values.zip}
            value={form.values.query}
            onChange={(query) => form.setFieldValue('query', query)}
            onPlaceSelect={(placeZip) => {
              form.setFieldValue('zip', placeZip);
              form.clearFieldError('zip');
            }}
            error={Boolean(form.errors.query)}
          />
          <span className={classes.divider} aria-hidden />
          <TextInput
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
            {...form.getInputProps('zip')}
            error={Boolean(form.errors.zip)}
            aria-invalid={Boolean(form.errors.zip)}
            aria-describedby={form.errors.zip ? errorId : undefined}
          />
          <Button type="submit" size={size} radius="md" className={classes.submit} loading={navigating}>
            Search
          </Button>
        </div>
        {errors.length > 0 ? (
          <div className={classes.errors} id={errorId}>
            {errors.map((error) => (
              <Text key={String(error)} size="sm" c="red.8" fw={500}>
                {error}
              </Text>
            ))}
          </div>
        ) : null}
      </form>
    </search>
  );
}
