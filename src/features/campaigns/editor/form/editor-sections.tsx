import { useId } from 'react';
import type { FieldContext } from '../model/field-context';
import { FIELDS, type FieldDef, type SectionId } from '../model/registry';
import { cn } from '../../../../components/ui/cn';
import { FIELD_CONTROLS, FULL_WIDTH, keysShownBy } from './field-renderers';
import { SECTION_HEADINGS, SECTION_ORDER } from './section-titles';

/** The fields of one section that apply to the context, in registry order. */
export function sectionFields(section: SectionId, ctx: FieldContext): FieldDef[] {
  return FIELDS.filter((def) => def.section === section && def.applies(ctx));
}

/** The whole form, built from the registry: one section per SectionId with fields. */
export function EditorSections({ ctx }: { ctx: FieldContext }) {
  return (
    <>
      {SECTION_ORDER.map((section) => {
        const fields = sectionFields(section, ctx).filter((def) => FIELD_CONTROLS[def.kind]);
        return fields.length ? (
          <EditorSection key={section} section={section} fields={fields} ctx={ctx} />
        ) : null;
      })}
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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
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
