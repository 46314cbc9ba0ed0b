'use client';

import { POPULAR_SERVICES } from '@porchlight/core/search/search.constants';
import { searchMessages } from '@porchlight/core/search/search.messages';
import type { Suggestion } from '@porchlight/core/search/search.schemas';
import { zipFromPlaceId } from '@porchlight/core/search/search-page.rules';
import { IconBuildingStore, IconMapPin, IconSearch, IconTrendingUp } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TextField } from '@/ui/text-field';
import classes from './service-autocomplete.module.css';
import { hasSuggestions, useServiceSuggestions } from './use-service-suggestions';

const POPULAR: Suggestion[] = POPULAR_SERVICES.map((n) => ({ n, type: 'service', source: 'popular' }));

/** What choosing an option does: a service fills the box, a pro opens its profile, a place fills the zip. */
type Choice =
  | { kind: 'service'; name: string }
  | { kind: 'company'; vanityName: string }
  | { kind: 'place'; placeId: string };

interface Option {
  key: string;
  choice: Choice;
  icon: ReactNode;
  title: string;
  detail?: string | null;
}

interface OptionGroup {
  label: string;
  options: Option[];
}

function OptionRow({ icon, title, detail }: Pick<Option, 'icon' | 'title' | 'detail'>) {
  return (
    <span className={classes.row}>
      <span className={classes.rowIcon} aria-hidden>
        {icon}
      </span>
      <span className={classes.rowText}>
        <span className={classes.rowTitle}>{title}</span>
        {detail ? <span className={classes.rowDetail}>{detail}</span> : null}
      </span>
    </span>
  );
}

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'className' | 'size'> & {
  className?: string;
  size: 'md' | 'lg';
  /** The service fails the form's rules. */
  invalid?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Biases place suggestions near the zip in the zip box. */
  zip: string;
  /** A place suggestion fills the zip box; it is not a service (spec 3 §4). */
  onPlaceSelect: (zip: string) => void;
};

/**
 * The service box: Popular Services on focus, then as you type services, Pros (companies, opening their
 * profile) and Google Places (filling the zip box), or 'No services found'. A listbox right under the
 * box (ARIA 1.2 combobox pattern), placed by CSS: Mantine's Combobox would bring its floating stack
 * (about 30 KB) to every search page.
 */
export function ServiceAutocomplete({
  value,
  onChange,
  zip,
  onPlaceSelect,
  className,
  size,
  invalid,
  ...inputProps
}: Props) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, request, clear } = useServiceSuggestions();

  const isEmpty = value.trim() === '';
  const suggestions = isEmpty ? null : state.suggestions;
  const services = isEmpty ? POPULAR : (suggestions?.services ?? []);
  const allGroups: OptionGroup[] = [
    {
      label: 'Popular Services',
      options: services.map((service) => ({
        key: `service:${service.n}`,
        choice: { kind: 'service', name: service.n },
        icon: isEmpty ? <IconTrendingUp size={17} /> : <IconSearch size={17} />,
        title: service.n,
        detail: service.c,
      })),
    },
    {
      label: 'Pros',
      options: (suggestions?.companies ?? []).flatMap(({ vanityName, n, aboutMetadata }) =>
        vanityName
          ? [
              {
                key: `company:${vanityName}`,
                choice: { kind: 'company', vanityName },
                icon: <IconBuildingStore size={17} />,
                title: n,
                detail: aboutMetadata,
              } satisfies Option,
            ]
          : [],
      ),
    },
    {
      label: 'Google Places',
      options: (suggestions?.places ?? []).flatMap(({ placeId, n, structured_formatting }) =>
        placeId
          ? [
              {
                key: `place:${placeId}`,
                choice: { kind: 'place', placeId },
                icon: <IconMapPin size={17} />,
                title: n,
                detail: structured_formatting?.secondary_text,
              } satisfies Option,
            ]
          : [],
      ),
    },
  ];
  const groups = allGroups.filter((group) => group.options.length > 0);
  const options = groups.flatMap((group) => group.options);
  const showNoMatch = !isEmpty && suggestions !== null && !state.loading && !hasSuggestions(suggestions);
  const isShown = opened && (options.length > 0 || showNoMatch);
  const optionId = (index: number) => `${listboxId}-${index}`;

  const close = () => {
    setOpened(false);
    setActive(-1);
  };

  const choose = ({ choice }: Option) => {
    close();
    if (choice.kind === 'service') {
      onChange(choice.name);
      clear();
    } else if (choice.kind === 'company') {
      router.push(`/company/${encodeURIComponent(choice.vanityName)}`);
    } else {
      const placeZip = zipFromPlaceId(choice.placeId);
      if (!placeZip) return;
      // The typed text named a place, not a service: it moves to the zip box and the service box empties.
      onPlaceSelect(placeZip);
      onChange('');
      clear();
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (step: number) => {
      event.preventDefault();
      setOpened(true);
      if (options.length > 0) setActive((current) => (current + step + options.length) % options.length);
    };
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(active === -1 ? 0 : -1);
    else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && isShown && options[active]) {
      // Enter on a highlighted option chooses it; otherwise it submits the search.
      event.preventDefault();
      choose(options[active]);
    }
  };

  let index = -1;
  return (
    <div className={`${classes.root}${className ? ` ${className}` : ''}`}>
      <TextField
        {...inputProps}
        ref={inputRef}
        variant="unstyled"
        size={size}
        error={invalid}
        value={value}
        autoComplete="off"
        // The ARIA combobox pattern: aria-expanded and aria-activedescendant are allowed on this role only.
        role="combobox"
        aria-haspopup="listbox"
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={isShown ? listboxId : undefined}
        aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
        placeholder={searchMessages.servicePlaceholder}
        leftSection={<IconSearch size={20} aria-hidden />}
        rightSection={state.loading ? <span className={classes.loader} aria-hidden /> : null}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(next);
          request(next, zip);
          setOpened(true);
          setActive(-1);
        }}
        onClick={() => setOpened(true)}
        onFocus={() => setOpened(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      {isShown && (
        <div className={classes.dropdown}>
          <div role="listbox" id={listboxId} aria-label="Suggestions">
            {groups.map((group) => (
              <div key={group.label} className={classes.group}>
                <div className={classes.groupLabel}>{group.label}</div>
                {group.options.map((option) => {
                  index += 1;
                  const position = index;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the box (arrows, Enter; aria-activedescendant)
                    <div
                      key={option.key}
                      id={optionId(position)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={position === active}
                      className={classes.option}
                      data-active={position === active || undefined}
                      // Keeps the focus in the box, so choosing does not close the list before the click.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseEnter={() => setActive(position)}
                      onClick={() => choose(option)}
                    >
                      <OptionRow icon={option.icon} title={option.title} detail={option.detail} />
                    </div>
                  );
                })}
              </div>
            ))}
            {showNoMatch ? <div className={classes.empty}>{searchMessages.noServicesFound}</div> : null}
          </div>
        </div>
      )}
    </div>
  );
}
