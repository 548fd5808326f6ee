import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldHint } from './field-hint';
import { describedByIds, FieldError } from '@/components/ui/field';
import { FieldLabel, FieldMessage, legendClasses, ScalarInput, useFieldError } from './field-parts';
import type { ArrayField, FormValues } from './field-spec';
import { domId } from './dom-id';

/**
 * An array of primitives as a list of rows, each with its own label and
 * "Remove item N"; "Add item" appends a row and moves focus to it. Empty rows
 * are ignored when the arguments are built.
 */
export function ArrayEditor({ field, idPrefix }: { field: ArrayField; idPrefix: string }) {
  const { field: control } = useController<FormValues>({ name: field.key });
  const rows = Array.isArray(control.value) ? control.value : [];
  const error = useFieldError(field.key);
  const id = domId(idPrefix, field.key);
  const hint = fieldHint(field);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    document.getElementById(target)?.focus();
  });

  // Each row's problem under the row; the list's own (count, repeats) under the list.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const own = error && (error.types ? text(error.types.own) : error.message);
  const itemId = (index: number) => `${id}-item-${index}`;

  return (
    <fieldset
      aria-describedby={describedByIds(id, hint, own)}
      data-invalid={error ? 'true' : undefined}
      className="space-y-3 rounded-md border border-slate-300 p-4 dark:border-slate-600"
    >
      <legend className={legendClasses}>
        <FieldLabel field={field} />
      </legend>
      <FieldMessage id={id} hint={hint} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No items.</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const rowError = text(error?.types?.[index]);
            return (
              <li key={index} className="space-y-1">
                <label
                  htmlFor={itemId(index)}
                  className="block text-sm font-medium text-slate-900 dark:text-slate-100"
                >
                  Item {index + 1}
                </label>
                <div className="flex flex-wrap items-center gap-2">
                  <ScalarInput
                    spec={field.item}
                    emptyOption
                    className="max-w-md"
                    id={itemId(index)}
                    value={row}
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? `${itemId(index)}-error` : undefined}
                    onChange={(event) =>
                      control.onChange(rows.map((r, i) => (i === index ? event.target.value : r)))
                    }
                  />
                  <Button
                    variant="secondary"
                    onClick={() => {
                      const next = rows.filter((_, i) => i !== index);
                      focusAfter.current =
                        next.length === 0 ? `${id}-add` : itemId(Math.min(index, next.length - 1));
                      control.onChange(next);
                    }}
                  >
                    Remove item {index + 1}
                  </Button>
                </div>
                <FieldError id={itemId(index)}>{rowError}</FieldError>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        id={`${id}-add`}
        ref={(element) => control.ref(element)}
        variant="secondary"
        onClick={() => {
          focusAfter.current = itemId(rows.length);
          control.onChange([...rows, '']);
        }}
      >
        Add item
      </Button>
      <FieldMessage id={id} error={own} />
    </fieldset>
  );
}
