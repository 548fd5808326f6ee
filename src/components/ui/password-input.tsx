import { useState, type ComponentProps } from 'react';
import { Input } from './input';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Short noun for the toggle's name, e.g. "token" → "Show token". */
  revealNoun: string;
}

/**
 * A secret input with a show/hide toggle. The toggle's name deliberately does
 * not repeat the field label, so "Member access token" names only the input.
 */
export function PasswordInput({ revealNoun, id, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        aria-controls={id}
        aria-label={`${visible ? 'Hide' : 'Show'} ${revealNoun}`}
        onClick={() => setVisible((v) => !v)}
        className="shrink-0 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
