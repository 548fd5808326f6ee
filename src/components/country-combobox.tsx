import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { countryList, type Country } from '../lib/country-names';
import { searchCountries } from '../lib/country-search';
import { cn } from './ui/cn';
import { EntryMessage, describedBy } from './ui/entry-message';
import { inputClasses } from './ui/input';

export interface CountryComboboxProps {
  /** Codes already chosen (compared upper-case): left out of the options. */
  values: readonly unknown[];
  /** A picked country's two-letter code, upper-case. */
  onAdd: (code: string) => void;
  /** Ids of the owner's hint and error, announced with the field. */
  describedById?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Searchable country picker on the ARIA combobox pattern: focus stays in the
 * input, aria-activedescendant points at the highlighted option, arrows move,
 * Enter adds, Escape closes (then clears). Chosen countries are left out.
 */
export function CountryCombobox({
  values,
  onAdd,
  describedById,
  invalid,
  inputRef,
  disabled,
}: CountryComboboxProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const messageId = `${id}-message`;
  const optionId = (country: Country) => `${id}-option-${country.code}`;

  const chosen = useMemo(
    () => new Set(values.map((value) => (typeof value === 'string' ? value.toUpperCase() : ''))),
    [values],
  );
  const options = useMemo(() => searchCountries(countryList(), query, chosen), [query, chosen]);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;
  const noMatch = query.trim() !== '' && options.length === 0;

  useEffect(() => {
    if (!activeOption) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option visible.
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (country: Country) => {
    onAdd(country.code);
    setQuery('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? last : i - 1));
        break;
      case 'Enter': {
        // Never submit the surrounding form from here. Without a highlighted
        // option, an exact code or name ("de", "Germany") is taken as meant.
        event.preventDefault();
        const exact = options.find((c) =>
          [c.code, c.name].some((t) => t.toLowerCase() === query.trim().toLowerCase()),
        );
        const pick = activeOption ?? exact;
        if (pick) choose(pick);
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        Search countries
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        disabled={disabled}
        value={query}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(describedById, noMatch && messageId)}
        placeholder="Name or code, e.g. Germany or DE"
        className={inputClasses}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Countries"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {expanded
          ? options.map((country, index) => (
              // Keyboard interaction lives on the combobox input (activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={country.code}
                id={optionId(country)}
                role="option"
                aria-selected={index === active}
                // Keep focus in the input so the click does not blur-close first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                className={cn(
                  'flex cursor-pointer justify-between gap-4 px-3 py-1.5 text-sm text-slate-900 dark:text-slate-100',
                  index === active && 'bg-blue-100 dark:bg-blue-900',
                )}
              >
                <span>{country.name}</span>{' '}
                <span className="text-slate-600 dark:text-slate-400">{country.code}</span>
              </li>
            ))
          : null}
      </ul>
      <EntryMessage
        id={messageId}
        notice={noMatch ? { tone: 'info', text: `No country matches “${query.trim()}”.` } : null}
      />
    </div>
  );
}
