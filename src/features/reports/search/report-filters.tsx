import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** "Feed (sid)": empty for every feed, else a positive whole number, applied on submit. */
export function FeedForm({
  sid,
  onApply,
}: {
  sid: number | undefined;
  onApply(sid: number | undefined): void;
}) {
  const [text, setText] = useState(sid === undefined ? '' : String(sid));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      setError(undefined);
      onApply(undefined);
    } else if (/^\d+$/.test(value) && Number(value) >= 1 && Number.isSafeInteger(Number(value))) {
      setError(undefined);
      onApply(Number(value));
    } else {
      setError('Enter a feed id (a positive whole number), or leave empty for all feeds.');
    }
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2" noValidate>
      <Field label="Feed (sid)" error={error}>
        {(control) => (
          <Input
            {...control}
            className="w-32"
            inputMode="numeric"
            placeholder="All feeds"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary" className={error ? 'mb-7' : undefined}>
        Apply
      </Button>
    </form>
  );
}

/** Client-side filter over country code and name, feed and sub ID. */
export function RowFilter({ value, onChange }: { value: string; onChange(next: string): void }) {
  return (
    <Field
      label="Filter rows"
      hint="A country code (exact), or part of a country name, feed or sub ID"
    >
      {(control) => (
        <Input
          {...control}
          type="search"
          className="w-64"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
