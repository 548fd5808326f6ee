import { useFormState } from 'react-hook-form';
import type { FormValues } from './field-spec';

/** The error of one form key ({type, message}); re-renders only when it changes. */
export function useFieldError(key: string): { type: string; message: string } | undefined {
  const { errors } = useFormState<FormValues>({ name: key });
  const error = errors[key];
  return typeof error?.message === 'string' && error.message !== ''
    ? { type: String(error.type), message: error.message }
    : undefined;
}
