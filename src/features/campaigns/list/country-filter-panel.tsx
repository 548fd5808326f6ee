import { CountryCombobox } from '@/components/country-combobox';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { countryLabel } from '@/lib/country-names';
import { usePendingValue } from '@/lib/use-pending-value';
import { ValueChips } from '../components/value-chips';
import type { CountryFilterParams } from './list-search';

export interface CountryFilterPanelProps {
  /** The filtered countries, upper-case and sorted (the URL's `geo`). */
  codes: readonly string[];
  includeAll: boolean;
  onChange: (changes: CountryFilterParams) => void;
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, i) => code === b[i]);

/** The Country filter's panel: pick countries, remove them, and whether "All countries" campaigns match. */
export default function CountryFilterPanel({
  codes: committed,
  includeAll: committedAll,
  onChange,
}: CountryFilterPanelProps) {
  // The chips show the latest pick at once, before the URL catches up.
  const [codes, setCodes] = usePendingValue(committed, sameCodes);
  const [includeAll, setIncludeAll] = usePendingValue(committedAll, Object.is);
  const change = (next: readonly string[]) => {
    const sorted = [...new Set(next)].sort();
    setCodes(sorted);
    onChange({ geo: sorted.length ? sorted : undefined, geoAll: includeAll ? undefined : false });
  };
  return (
    <fieldset className="w-72 space-y-3">
      <legend className="text-sm font-medium">Country</legend>
      <CountryCombobox
        label="Add a country"
        values={codes}
        onAdd={(code) => change([...codes, code])}
      />
      <ValueChips
        values={codes}
        listLabel="Filtered countries"
        labelFor={(value) => ({ text: countryLabel(String(value)) })}
        onRemove={(index) => change(codes.filter((_, i) => i !== index))}
      />
      <Checkbox
        label="Include campaigns that target all countries"
        checked={includeAll}
        onChange={(event) => {
          setIncludeAll(event.target.checked);
          onChange({
            geo: codes.length ? [...codes] : undefined,
            geoAll: event.target.checked ? undefined : false,
          });
        }}
      />
      {codes.length ? (
        <Button variant="ghost" className="px-2" onClick={() => change([])}>
          Show all countries
        </Button>
      ) : null}
    </fieldset>
  );
}
