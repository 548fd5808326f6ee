import { memo, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { SectionId } from '@/features/campaigns/model/registry';
import { SECTION_HEADINGS } from '../form/section-titles';
import { sectionHeadingId, sectionId } from '../form/visible-sections';
import { countBySection, errorsText, sectionLabel } from './section-counts';
import { useCurrentSection } from './use-current-section';
import { useErrorKeys } from './use-error-keys';
import { useMenuDismissal } from '@/components/ui/use-menu-dismissal';

/** Scrolls the section to the top and puts focus on its heading, where reading continues. */
function jumpTo(section: SectionId) {
  document.getElementById(sectionId(section))?.scrollIntoView?.({ block: 'start' });
  document.getElementById(sectionHeadingId(section))?.focus({ preventScroll: true });
}

/**
 * "Sections": the form's sections with their error and unsaved-change counts.
 * A sticky side column on wide screens; below 1,024 px a sticky "Sections"
 * button opening the same list (the ARIA disclosure pattern: Esc closes and
 * returns focus to the button, choosing closes).
 */
export const SectionNav = memo(function SectionNav({
  sections,
  changedKeys,
}: {
  /** The sections the form shows, in order (visibleSections). */
  sections: readonly SectionId[];
  /** Wire keys Save would change (usePendingChangeKeys). */
  changedKeys: readonly string[];
}) {
  const errorKeys = useErrorKeys();
  const errorCounts = useMemo(() => countBySection(errorKeys), [errorKeys]);
  const changeCounts = useMemo(() => countBySection(changedKeys), [changedKeys]);
  const [current, setCurrent] = useCurrentSection(sections);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const navRef = useRef<HTMLElement>(null);
  useMenuDismissal(open, navRef, buttonRef, () => setOpen(false));

  return (
    <nav
      ref={navRef}
      aria-label="Sections"
      className={cn(
        'sticky top-0 z-20 -mx-4 mb-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 dark:border-slate-700 dark:bg-slate-950/95',
        'lg:top-4 lg:mx-0 lg:mb-0 lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:dark:bg-transparent',
      )}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 lg:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        Sections
        <span aria-hidden="true" className="text-xs">
          {open ? '▲' : '▼'}
        </span>
      </button>
      <ol
        id={listId}
        className={cn(
          open ? 'block' : 'hidden',
          'absolute inset-x-4 top-full mt-1 space-y-1 rounded-md border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-600 dark:bg-slate-900',
          'lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:dark:bg-transparent',
        )}
      >
        {sections.map((section) => {
          const counts = {
            errors: errorCounts.get(section) ?? 0,
            changes: changeCounts.get(section) ?? 0,
          };
          const isCurrent = section === current;
          return (
            <li key={section}>
              <a
                href={`#${sectionId(section)}`}
                aria-label={sectionLabel(SECTION_HEADINGS[section], counts)}
                aria-current={isCurrent ? 'location' : undefined}
                onClick={(event) => {
                  // In-page only: the URL stays the editor's, focus goes to the heading.
                  event.preventDefault();
                  setOpen(false);
                  setCurrent(section);
                  jumpTo(section);
                }}
                className={cn(
                  'block rounded-md border-l-4 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  isCurrent
                    ? 'border-blue-700 font-semibold text-slate-950 dark:border-blue-300 dark:text-white'
                    : 'border-transparent',
                )}
              >
                {SECTION_HEADINGS[section]}
                <SectionBadges {...counts} />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

/** The counts as seen, short for the narrow column; the link's aria-label says them in full. */
function SectionBadges({ errors, changes }: { errors: number; changes: number }) {
  if (!errors && !changes) return null;
  return (
    <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs font-normal">
      {errors ? (
        <span className="font-medium text-red-700 dark:text-red-300">{errorsText(errors)}</span>
      ) : null}
      {changes ? (
        <span className="text-slate-700 dark:text-slate-300">{changes} unsaved</span>
      ) : null}
    </span>
  );
}
