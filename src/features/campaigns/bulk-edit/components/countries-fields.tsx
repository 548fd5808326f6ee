import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CountryCombobox } from '@/components/country-combobox';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { countryLabel } from '@/lib/country-names';
import { ValueChips } from '@/features/campaigns/components/value-chips';
import type { ChangeFormValues } from '../model/change-form-model';

/** "Countries": add, remove or replace with the countries picked here. */
export function CountriesFields({
  mode,
  control,
  register,
  errors,
}: {
  mode: ChangeFormValues['countries']['mode'];
  control: Control<ChangeFormValues>;
  register: UseFormRegister<ChangeFormValues>;
  errors: FieldErrors<ChangeFormValues>;
}) {
  const error = errors.countries?.codes?.message;
  return (
    <>
      <Field label="How to change the countries">
        {(props) => (
          <Select {...props} {...register('countries.mode')}>
            <option value="add">Add</option>
            <option value="remove">Remove</option>
            <option value="replace">Replace with</option>
          </Select>
        )}
      </Field>
      <Controller
        control={control}
        name="countries.codes"
        render={({ field }) => (
          <div className="min-w-64 flex-1 space-y-2">
            <CountryCombobox
              values={field.value}
              onAdd={(code) => field.onChange([...field.value, code])}
              invalid={Boolean(error)}
              describedById={error ? 'bulk-countries-error' : undefined}
              inputRef={field.ref}
            />
            <ValueChips
              values={field.value}
              listLabel="Chosen countries"
              labelFor={(value) => ({ text: countryLabel(String(value)) })}
              onRemove={(index) => field.onChange(field.value.filter((_, i) => i !== index))}
            />
            <FieldError id="bulk-countries">{error}</FieldError>
          </div>
        )}
      />
      {mode === 'remove' ? null : (
        <Checkbox
          label="Switch “All countries” campaigns to the chosen countries"
          {...register('countries.switchAllToCustom')}
        />
      )}
    </>
  );
}
