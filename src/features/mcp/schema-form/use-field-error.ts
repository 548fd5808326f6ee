import { useFormState } from 'react-hook-form';
import type { FormValues } from './field-spec';

export interface ShownError {
  message: string;
  /** An array's rows ("0", "1", …) and its own problem ("own"), from the form's check. */
  types?: Record<string, unknown>;
}

/** The error of one form key; re-renders only when it changes. */
export function useFieldError(key: string): ShownError | undefined {
  const { errors } = useFormState<FormValues>({ name: key });
  const error = errors[key];
  return typeof error?.message === 'string' && error.message !== ''
    ? { message: error.message, types: error.types }
    : undefined;
}
