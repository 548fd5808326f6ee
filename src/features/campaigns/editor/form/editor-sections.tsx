import type { FieldContext } from '@/features/campaigns/model/field-context';
import type { FieldDef, SectionId } from '@/features/campaigns/model/registry';
import { cn } from '@/components/ui/cn';
import { FIELD_CONTROLS, FULL_WIDTH, keysShownBy } from './field-renderers';
import { SECTION_HEADINGS } from './section-titles';
import { sectionHeadingId, sectionId, visibleSections } from './visible-sections';

/** The whole form, built from the registry: one section per SectionId with fields. */
export function EditorSections({ ctx }: { ctx: FieldContext }) {
  return (
    <>
      {visibleSections(ctx).map(({ section, fields }) => (
        <EditorSection key={section} section={section} fields={fields} ctx={ctx} />
      ))}
    </>
  );
}

function EditorSection({
  section,
  fields,
  ctx,
}: {
  section: SectionId;
  fields: FieldDef[];
  ctx: FieldContext;
}) {
  const headingId = sectionHeadingId(section);
  return (
    <section
      id={sectionId(section)}
      aria-labelledby={headingId}
      // Below the narrow screens' sticky "Sections" bar when jumped to.
      className="scroll-mt-16 space-y-4 rounded-lg border border-slate-200 bg-white p-5 lg:scroll-mt-4 dark:border-slate-700 dark:bg-slate-900"
    >
      {/* tabIndex -1: the section list moves focus here, so reading continues from the heading. */}
      <h2
        id={headingId}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-950 dark:text-white"
      >
        {SECTION_HEADINGS[section]}
      </h2>
      {/* minmax(0, 1fr): a wide control (the schedule grid scrolls in its own box)
          must not stretch the column, and with it the page, past a phone's width. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        {fields.map((def) => {
          const Control = FIELD_CONTROLS[def.kind];
          if (!Control) return null;
          return (
            <div
              key={def.key}
              data-field-keys={keysShownBy(def).join(' ')}
              className={cn(FULL_WIDTH.has(def.kind) && 'md:col-span-2')}
            >
              <Control
                def={def}
                ctx={ctx}
                hint={def.hint?.(ctx)}
                readOnlyReason={def.readOnlyReason?.(ctx)}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
