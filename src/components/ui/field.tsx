import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** Props a control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * aria-describedby for a control whose FieldHint and FieldError use the same
 * `id` (their paragraphs are `${id}-hint` and `${id}-error`).
 */
export function describedByIds(id: string, hint?: ReactNode, error?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The hint under a label; nothing when there is none. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
      {children}
    </p>
  ) : null;
}

/** The error of a control, in words; nothing when there is none. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
      {children}
    </p>
  ) : null;
}

/**
 * Label / control / error, wired with aria-invalid and aria-describedby
 * (shadcn/ui's Field pattern). The control is rendered by the caller so any
 * input kind fits.
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <FieldHint id={id}>{hint}</FieldHint>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds(id, hint, error),
      })}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
