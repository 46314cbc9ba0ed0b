'use client';

import {
  Combobox,
  ComboboxDropdown,
  ComboboxEmpty,
  ComboboxGroup,
  ComboboxOption,
  ComboboxOptions,
  ComboboxTarget,
  Group,
  Loader,
  Text,
  TextInput,
  type TextInputProps,
  ThemeIcon,
  useCombobox,
} from '@mantine/core';
import { POPULAR_SERVICES } from '@porchlight/core/search/search.constants';
import { searchMessages } from '@porchlight/core/search/search.messages';
import type { Suggestion } from '@porchlight/core/search/search.schemas';
import { zipFromPlaceId } from '@porchlight/core/search/search-page.rules';
import { IconBuildingStore, IconMapPin, IconSearch, IconTrendingUp } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { type ReactNode, useRef } from 'react';
import classes from './search-form.module.css';
import { hasSuggestions, useServiceSuggestions } from './use-service-suggestions';

const SERVICE = 'service:';
const COMPANY = 'company:';
const PLACE = 'place:';

const POPULAR: Suggestion[] = POPULAR_SERVICES.map((n) => ({ n, type: 'service', source: 'popular' }));

function OptionRow({ icon, title, detail }: { icon: ReactNode; title: string; detail?: string | null }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color="gray" size={30} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {title}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Biases place suggestions near the zip in the zip box. */
  zip: string;
  /** A place suggestion fills the zip box; it is not a service (spec 3 §4). */
  onPlaceSelect: (zip: string) => void;
};

/**
 * The service box: Popular Services on focus, then as you type services, Pros (companies, opening their
 * profile) and Google Places (filling the zip box), or 'No services found'.
 */
export function ServiceAutocomplete({ value, onChange, zip, onPlaceSelect, ...inputProps }: Props) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { state, request, clear } = useServiceSuggestions();

  const isEmpty = value.trim() === '';
  const suggestions = isEmpty ? null : state.suggestions;
  const services = isEmpty ? POPULAR : (suggestions?.services ?? []);
  const companies = suggestions?.companies ?? [];
  const places = suggestions?.places ?? [];
  const showNoMatch = !isEmpty && suggestions !== null && !state.loading && !hasSuggestions(suggestions);
  const hasOptions = services.length + companies.length + places.length > 0;

  const handleOptionSubmit = (optionValue: string) => {
    combobox.closeDropdown();
    if (optionValue.startsWith(SERVICE)) {
      onChange(optionValue.slice(SERVICE.length));
      clear();
    } else if (optionValue.startsWith(COMPANY)) {
      router.push(`/company/${encodeURIComponent(optionValue.slice(COMPANY.length))}`);
    } else if (optionValue.startsWith(PLACE)) {
      const placeZip = zipFromPlaceId(optionValue.slice(PLACE.length));
      if (!placeZip) return;
      // The typed text named a place, not a service: it moves to the zip box and the service box empties.
      onPlaceSelect(placeZip);
      onChange('');
      clear();
      inputRef.current?.focus();
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={handleOptionSubmit}
      position="bottom-start"
      middlewares={{ flip: false, shift: true }}
      offset={12}
      shadow="lg"
      radius="md"
    >
      <ComboboxTarget autoComplete="off">
        <TextInput
          {...inputProps}
          ref={inputRef}
          value={value}
          placeholder={searchMessages.servicePlaceholder}
          leftSection={<IconSearch size={20} aria-hidden />}
          rightSection={state.loading ? <Loader size={16} /> : null}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange(next);
            request(next, zip);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </ComboboxTarget>

      <ComboboxDropdown hidden={!hasOptions && !showNoMatch} className={classes.dropdown}>
        <ComboboxOptions aria-label="Suggestions">
          {services.length > 0 ? (
            <ComboboxGroup label="Popular Services">
              {services.map((service) => (
                <ComboboxOption key={service.n} value={`${SERVICE}${service.n}`}>
                  <OptionRow
                    icon={isEmpty ? <IconTrendingUp size={17} /> : <IconSearch size={17} />}
                    title={service.n}
                    detail={service.c}
                  />
                </ComboboxOption>
              ))}
            </ComboboxGroup>
          ) : null}
          {companies.length > 0 ? (
            <ComboboxGroup label="Pros">
              {companies.map((company) => (
                <ComboboxOption key={company.vanityName} value={`${COMPANY}${company.vanityName}`}>
                  <OptionRow
                    icon={<IconBuildingStore size={17} />}
                    title={company.n}
                    detail={company.aboutMetadata}
                  />
                </ComboboxOption>
              ))}
            </ComboboxGroup>
          ) : null}
          {places.length > 0 ? (
            <ComboboxGroup label="Google Places">
              {places.map((place) => (
                <ComboboxOption key={place.placeId} value={`${PLACE}${place.placeId}`}>
                  <OptionRow
                    icon={<IconMapPin size={17} />}
                    title={place.n}
                    detail={place.structured_formatting?.secondary_text}
                  />
                </ComboboxOption>
              ))}
            </ComboboxGroup>
          ) : null}
          {showNoMatch ? <ComboboxEmpty>{searchMessages.noServicesFound}</ComboboxEmpty> : null}
        </ComboboxOptions>
      </ComboboxDropdown>
    </Combobox>
  );
}
