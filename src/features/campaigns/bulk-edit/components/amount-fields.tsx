import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ChangeFormValues } from '../model/change-form-model';

type AmountKey = 'bid' | 'dailyBudget' | 'totalBudget';

const MODES: Record<AmountKey, readonly (readonly [string, string])[]> = {
  bid: [
    ['set', 'Set to'],
    ['increase-percent', 'Increase by %'],
    ['decrease-percent', 'Decrease by %'],
    ['increase-amount', 'Increase by amount'],
    ['decrease-amount', 'Decrease by amount'],
  ],
  dailyBudget: [
    ['set', 'Set to'],
    ['increase-percent', 'Increase by %'],
    ['decrease-percent', 'Decrease by %'],
  ],
  totalBudget: [
    ['set', 'Set to'],
    ['increase-percent', 'Increase by %'],
    ['decrease-percent', 'Decrease by %'],
    ['unlimited', 'Unlimited'],
  ],
};

const NOUNS: Record<AmountKey, string> = {
  bid: 'bid',
  dailyBudget: 'daily budget',
  totalBudget: 'total budget',
};

const HINTS: Record<AmountKey, string> = {
  bid: "Kept within each campaign's own type range (minBid–maxBid); the preview says where",
  dailyBudget: 'At least the account minimum; campaigns with budgets off are skipped',
  totalBudget: 'At least the account minimum; an unlimited total stays unlimited under a % change',
};

/** How to change a number (set, by %, by amount) and by how much. */
export function AmountFields({
  name,
  mode,
  register,
  errors,
}: {
  name: AmountKey;
  mode: string;
  register: UseFormRegister<ChangeFormValues>;
  errors: FieldErrors<ChangeFormValues>;
}) {
  const noun = NOUNS[name];
  const label = `${noun[0]?.toUpperCase()}${noun.slice(1)} value`;
  return (
    <>
      <Field label={`How to change the ${noun}`}>
        {(control) => (
          <Select {...control} {...register(`${name}.mode`)}>
            {MODES[name].map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {mode === 'unlimited' ? null : (
        <Field
          label={label}
          hint={HINTS[name]}
          error={errors[name]?.value?.message}
          className="min-w-48 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              {...register(`${name}.value`)}
            />
          )}
        </Field>
      )}
    </>
  );
}
