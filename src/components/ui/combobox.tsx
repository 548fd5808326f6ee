import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from './cn';
import { EntryMessage, describedBy, type EntryNotice } from './entry-message';
import { inputClasses } from './input';

export interface ComboboxProps<T> {
  /** Visible label of the text field, its accessible name. */
  label: string;
  /** Accessible name of the list of options. */
  listLabel: string;
  /** Options for the current query, best first. */
  options: readonly T[];
  renderOption: (option: T) => ReactNode;
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (option: T) => void;
  /**
   * Enter with no option highlighted: the owner decides what the text means
   * (an exact name, a free value, nothing). True when it took the text.
   */
  onEnterText?: (text: string) => boolean;
  /** The message under the field (no match, duplicate, …), announced politely. */
  notice?: EntryNotice | null;
  placeholder?: string;
  /** Ids of the owner's hint and error, announced with the field. */
  describedById?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Beside the field, e.g. an Add button. */
  trailing?: ReactNode;
}

/**
 * The one ARIA combobox of the app (list autocomplete): focus stays in the
 * input, aria-activedescendant points at the highlighted option, arrows move,
 * Enter takes the highlighted option (or hands the text to the owner), Escape
 * closes (then clears). What the options are is the owner's business.
 */
export function Combobox<T>({
  label,
  listLabel,
  options,
  renderOption,
  query,
  onQueryChange,
  onChoose,
  onEnterText,
  notice = null,
  placeholder,
  describedById,
  invalid,
  inputRef,
  disabled,
  trailing,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const messageId = `${id}-message`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    // jsdom has no scrollIntoView; browsers keep the highlighted option visible.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: T) => {
    close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? last : i - 1));
        break;
      case 'Enter':
        // Never submit the surrounding form from here.
        event.preventDefault();
        if (activeOption !== undefined) choose(activeOption);
        else if (onEnterText?.(query)) close();
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          onQueryChange('');
        }
        break;
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          disabled={disabled}
          value={query}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption !== undefined ? optionId(active) : undefined}
          aria-invalid={invalid || notice?.tone === 'error' ? true : undefined}
          aria-describedby={describedBy(describedById, notice && messageId)}
          placeholder={placeholder}
          className={inputClasses}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {trailing}
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {expanded
          ? options.map((option, index) => (
              // Keyboard interaction lives on the combobox input (activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                // Options are distinct for one query; the index names them.
                key={index}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep focus in the input so the click does not blur-close first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer justify-between gap-4 px-3 py-1.5 text-sm text-slate-900 dark:text-slate-100',
                  index === active && 'bg-blue-100 dark:bg-blue-900',
                )}
              >
                {renderOption(option)}
              </li>
            ))
          : null}
      </ul>
      <EntryMessage id={messageId} notice={notice} />
    </div>
  );
}
