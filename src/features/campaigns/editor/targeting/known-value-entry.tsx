import { useState } from 'react';
import type { Selector } from '@contract/campaigns';
import { Combobox } from '@/components/ui/combobox';
import { Button } from '@/components/ui/button';
import type { EntryNotice } from '@/components/ui/entry-message';
import type { EntryProps } from './free-entry';
import { knownSpelling, matchKnownValues } from './known-values';
import { hasValue } from './selector-values';
import { selectorWords } from '@/features/campaigns/model/selector-words';

/**
 * Entry for a selector with known values (OS, browser, device type): the
 * known values as suggestions, and free text still accepted, because the
 * backend may know values we do not. The owner flags what is not known.
 */
export function KnownValueEntry({
  selector,
  known,
  values,
  onAdd,
  ...field
}: EntryProps & { selector: Selector; known: readonly string[] }) {
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState<EntryNotice | null>(null);
  const words = selectorWords(selector);
  const options = matchKnownValues(known, query, (value) => hasValue(values, value));

  const add = (value: string) => {
    setQuery('');
    if (hasValue(values, value)) {
      setNotice({ tone: 'info', text: `${value} is already in the list.` });
      return;
    }
    setNotice(null);
    onAdd(value);
  };
  // Typed text: a known value in any case is taken in its known spelling;
  // anything else is added exactly as typed (trimmed) and flagged by the owner.
  const addTyped = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return false;
    add(knownSpelling(known, trimmed) ?? trimmed);
    return true;
  };

  return (
    <Combobox
      {...field}
      label={`New ${words.singular}`}
      listLabel={`Known ${words.plural}`}
      placeholder={`Choose or type, e.g. ${known[0] ?? ''}`}
      options={options}
      query={query}
      onQueryChange={(text) => {
        setQuery(text);
        setNotice(null);
      }}
      onChoose={add}
      onEnterText={addTyped}
      notice={notice}
      renderOption={(value) => <span>{value}</span>}
      trailing={
        <Button
          variant="secondary"
          disabled={field.disabled}
          aria-label={`Add ${words.singular}`}
          onClick={() => addTyped(query)}
        >
          Add
        </Button>
      }
    />
  );
}
