import { useFormState } from 'react-hook-form';
import type { EditorValues } from '@/features/campaigns/model/form-model';

/** The error message of one or more fields; re-renders only when those errors change. */
export function useFieldError(...keys: string[]): string | undefined {
  const { errors } = useFormState<EditorValues>({ name: keys });
  const messages = keys
    .map((key) => errors[key]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  return messages.length ? messages.join(' ') : undefined;
}
