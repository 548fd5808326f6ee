import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EditorValues } from '@/features/campaigns/model/form-model';

/**
 * The form fields that have an error now. A subscription, not useFormState:
 * useFormState re-renders on every keystroke's state update, which made the
 * whole save path measurably slower; this re-renders only when the set of
 * fields in error changes.
 */
export function useErrorKeys(): readonly string[] {
  const { subscribe } = useFormContext<EditorValues>();
  const [joined, setJoined] = useState('');
  useEffect(
    () =>
      subscribe({
        formState: { errors: true },
        callback: ({ errors = {} }) =>
          setJoined(
            Object.keys(errors)
              .filter((key) => errors[key])
              .join('\n'),
          ),
      }),
    [subscribe],
  );
  return useMemo(() => (joined ? joined.split('\n') : []), [joined]);
}
