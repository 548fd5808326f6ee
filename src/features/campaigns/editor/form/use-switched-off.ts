import { useWatch } from 'react-hook-form';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import { joinHints } from './field-props';
import { flagOn, switchedOffHint, switchOf } from './section-switches';
import { useFieldError } from './use-field-error';

/** Whether this field's section is switched off now (live with the section's flag). */
export function useSwitchedOff(key: string): boolean {
  const flag = switchOf(key);
  // A field without a section switch watches itself: the hook runs either way.
  const value = useWatch<EditorValues>({ name: flag ?? key });
  return flag !== undefined && !flagOn(value);
}

/**
 * What a control shows with its section switch applied: off, it is disabled,
 * says which flag turns it on, and shows no error (nothing judges it then).
 */
export function useControlState(key: string, hint: string | undefined, readOnlyReason?: string) {
  const off = useSwitchedOff(key);
  const error = useFieldError(key);
  return {
    off,
    disabled: off || readOnlyReason !== undefined,
    error: off ? undefined : error,
    hint: joinHints(readOnlyReason, off ? switchedOffHint(key) : undefined, hint),
  };
}
