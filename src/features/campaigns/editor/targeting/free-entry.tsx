import { useId, useState, type Ref } from 'react';
import type { Selector } from '@contract/campaigns';
import { Button } from '@/components/ui/button';
import { EntryMessage, describedBy, type EntryNotice } from '@/components/ui/entry-message';
import { Input } from '@/components/ui/input';
import { hasValue, parseEntry, valueText } from './selector-values';
import { selectorWords } from '@/features/campaigns/model/selector-words';

export interface EntryProps {
  values: readonly unknown[];
  onAdd: (value: string | number) => void;
  /** Ids of the owner's hint and error, announced with the field. */
  describedById?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * Text field + Add button for selectors the contract gives no value list for.
 * Enter adds too (and never submits the surrounding form).
 */
export function FreeEntry({
  selector,
  values,
  onAdd,
  describedById,
  invalid,
  inputRef,
  disabled,
}: EntryProps & { selector: Selector }) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<EntryNotice | null>(null);
  const id = useId();
  const messageId = `${id}-message`;
  const words = selectorWords(selector);
  const numeric = selector.array === 'exchanges';

  const add = () => {
    const parsed = parseEntry(selector, text);
    if (parsed.kind === 'empty') {
      setText('');
    } else if (parsed.kind === 'invalid') {
      setNotice({ tone: 'error', text: parsed.error });
    } else if (hasValue(values, parsed.value)) {
      setNotice({ tone: 'info', text: `${valueText(parsed.value)} is already in the list.` });
      setText('');
    } else {
      onAdd(parsed.value);
      setNotice(null);
      setText('');
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        New {words.singular}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          value={text}
          disabled={disabled}
          autoComplete="off"
          inputMode={numeric ? 'numeric' : undefined}
          aria-invalid={invalid || notice?.tone === 'error' ? true : undefined}
          aria-describedby={describedBy(describedById, notice && messageId)}
          onChange={(event) => {
            setText(event.target.value);
            setNotice(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button
          variant="secondary"
          disabled={disabled}
          aria-label={`Add ${words.singular}`}
          onClick={add}
        >
          Add
        </Button>
      </div>
      <EntryMessage id={messageId} notice={notice} />
    </div>
  );
}
