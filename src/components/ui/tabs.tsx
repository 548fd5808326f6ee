import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabSpec {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow
 * keys move between tabs (wrapping), Home/End jump; the panel follows.
 */
export function Tabs({ label, tabs }: { label: string; tabs: TabSpec[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    setSelected(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-slate-300 dark:border-slate-700"
      >
        {tabs.map((tab, index) => {
          const isActive = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px rounded-t-md border px-4 py-2 text-sm font-medium',
                isActive
                  ? 'border-slate-300 border-b-white bg-white text-slate-950 dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950 dark:text-white'
                  : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every panel stays mounted (a half-filled form survives a tab switch); only one shows. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active?.id}
          tabIndex={0}
          className="pt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
