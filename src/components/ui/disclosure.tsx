import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';
import { useMenuDismissal } from './use-menu-dismissal';

export interface DisclosureProps {
  /** The button's content; it names the button. */
  label: ReactNode;
  /** The panel; as a function it gets `close` (closes and returns focus to the button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
  /** Told when the panel opens (e.g. to load its content on first use). */
  onOpen?: () => void;
}

/**
 * A button that shows a non-modal panel below it (the ARIA disclosure
 * pattern): aria-expanded on the button, Esc closes and returns focus, and a
 * click or focus outside closes it. The panel content stays in the tab order.
 */
export function Disclosure({
  label,
  children,
  align = 'start',
  className,
  onOpen,
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const buttonId = useId();
  // For the panel's own actions (a menu item chosen): closes and gives focus back
  // to the button. Found by id: a ref read in a function handed out while rendering
  // is what the React Compiler cannot keep apart from a read during render.
  const closeFromPanel = useCallback(() => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);
  useMenuDismissal(open, rootRef, buttonRef, close);

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        className={buttonClasses('secondary', 'px-3')}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {open ? '▲' : '▼'}
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          'absolute top-full z-20 mt-1 min-w-56 rounded-md border border-slate-300 bg-white p-3 shadow-lg',
          'dark:border-slate-600 dark:bg-slate-900',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {typeof children === 'function' ? children(closeFromPanel) : children}
      </div>
    </div>
  );
}
