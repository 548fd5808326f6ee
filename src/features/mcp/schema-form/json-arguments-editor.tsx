import type { Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { inputClasses } from '@/components/ui/input';
import type { ArgumentError } from './json-schema-validator';

export interface JsonProblem {
  /** What went wrong, in one sentence. */
  message: string;
  /** Schema errors, one per line ("path: message"). */
  errors?: ArgumentError[];
}

/** The raw-JSON editor: label, hint, textarea, and the problem that stopped a send or a switch. */
export function JsonArgumentsEditor({
  id,
  text,
  problem,
  textareaRef,
  onChange,
}: {
  id: string;
  text: string;
  problem?: JsonProblem;
  textareaRef?: Ref<HTMLTextAreaElement>;
  onChange: (text: string) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        Arguments (JSON)
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        A JSON object: each property is one argument of the tool.
      </p>
      <textarea
        ref={textareaRef}
        id={id}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        rows={Math.min(20, Math.max(6, text.split('\n').length + 1))}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        className={cn(inputClasses, 'font-mono text-xs leading-5')}
      />
      {problem ? (
        <div id={errorId} className="space-y-1 text-sm font-medium text-red-700 dark:text-red-400">
          <p>{problem.message}</p>
          {problem.errors?.length ? (
            <ul className="list-disc space-y-0.5 pl-5 font-normal">
              {problem.errors.map((error, index) => (
                <li key={index}>
                  <code className="font-mono">{error.path || '(arguments)'}</code>: {error.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
