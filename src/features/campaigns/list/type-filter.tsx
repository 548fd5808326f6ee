import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Disclosure } from '@/components/ui/disclosure';
import type { CampaignTypeOption } from '../api/fetch-type-options';
import { usePendingValue } from '@/lib/use-pending-value';

export interface TypeFilterProps {
  options: readonly CampaignTypeOption[] | undefined;
  /** Why the options are missing (loading or failed); shown in the panel. */
  problem?: { message: string; retry?: () => void };
  value: readonly number[] | undefined;
  onChange: (types: number[] | undefined) => void;
}

function summary(options: readonly CampaignTypeOption[] | undefined, value: readonly number[]) {
  if (value.length === 0) return 'All types';
  if (value.length > 1) return `${value.length} selected`;
  return options?.find((o) => o.id === value[0])?.label ?? `Type ${value[0]}`;
}

/**
 * "Type": a disclosure holding one checkbox per type of the member's tenant
 * (names shown, ids sent). No type ticked means every type.
 */
const NONE: readonly number[] = [];
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function TypeFilter({ options, problem, value: committed, onChange }: TypeFilterProps) {
  // The ticks show the latest click at once, before the URL catches up.
  const [value, setValue] = usePendingValue(committed ?? NONE, sameIds);
  const change = (next: readonly number[]) => {
    const sorted = [...new Set(next)].sort((a, b) => a - b);
    setValue(sorted);
    onChange(sorted.length ? sorted : undefined);
  };
  const toggle = (id: number, on: boolean) =>
    change(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div>
      {/* The visible "Type:" starts the button's name, so it is found by its label. */}
      <Disclosure
        label={
          <span>
            Type:{' '}
            <span className="font-normal text-slate-700 dark:text-slate-300">
              {summary(options, value)}
            </span>
          </span>
        }
      >
        <fieldset>
          <legend className="text-sm font-medium">Type</legend>
          {options ? (
            <div className="mt-2 space-y-1.5">
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.label}
                  checked={value.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
              ))}
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{problem?.message}</p>
          )}
          {problem?.retry ? (
            <Button variant="secondary" className="mt-2" onClick={problem.retry}>
              Retry
            </Button>
          ) : null}
          {value.length ? (
            <Button variant="ghost" className="mt-2 px-2" onClick={() => change([])}>
              Show all types
            </Button>
          ) : null}
        </fieldset>
      </Disclosure>
    </div>
  );
}
