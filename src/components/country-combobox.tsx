import { useMemo, useState, type Ref } from 'react';
import { countryList, type Country } from '../lib/country-names';
import { searchCountries } from '../lib/country-search';
import { Combobox } from './ui/combobox';

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
  /** The field's visible label (its accessible name). */
  label?: string;
}

/**
 * Searchable country picker on the app's one combobox. Chosen countries are
 * left out; without a highlighted option, Enter takes an exact code or name
 * ("de", "Germany") as meant, or the only country left in the list.
 */
export function CountryCombobox({
  values,
  onAdd,
  label = 'Search countries',
  ...field
}: CountryComboboxProps) {
  const [query, setQuery] = useState('');
  const chosen = useMemo(
    () => new Set(values.map((value) => (typeof value === 'string' ? value.toUpperCase() : ''))),
    [values],
  );
  const options = useMemo(() => searchCountries(countryList(), query, chosen), [query, chosen]);
  const noMatch = query.trim() !== '' && options.length === 0;

  const choose = (country: Country) => {
    onAdd(country.code);
    setQuery('');
  };

  return (
    <Combobox
      {...field}
      label={label}
      listLabel="Countries"
      placeholder="Name or code, e.g. Germany or DE"
      options={options}
      query={query}
      onQueryChange={setQuery}
      onChoose={choose}
      onEnterText={(text) => {
        const typed = text.trim().toLowerCase();
        const exact = options.find((c) => [c.code, c.name].some((t) => t.toLowerCase() === typed));
        // One country left in the list is the one meant ("austral" + Enter adds Australia).
        const meant = exact ?? (options.length === 1 ? options[0] : undefined);
        if (meant) choose(meant);
        return meant !== undefined;
      }}
      notice={noMatch ? { tone: 'info', text: `No country matches “${query.trim()}”.` } : null}
      renderOption={(country) => (
        <>
          <span>{country.name}</span>{' '}
          <span className="text-slate-600 dark:text-slate-400">{country.code}</span>
        </>
      )}
    />
  );
}
