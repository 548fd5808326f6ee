import { fieldByKey, type SectionId } from '@/features/campaigns/model/registry';

export interface SectionCounts {
  errors: number;
  changes: number;
}

/** How many of `keys` belong to each section, through the field registry (unknown keys count nowhere). */
export function countBySection(keys: Iterable<string>): Map<SectionId, number> {
  const counts = new Map<SectionId, number>();
  for (const key of keys) {
    const section = fieldByKey(key)?.section;
    if (section) counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 unsaved change", "2 unsaved changes": the Save bar's and the section list's wording. */
export const unsavedChangesText = (n: number) => plural(n, 'unsaved change', 'unsaved changes');

export const errorsText = (n: number) => plural(n, 'error', 'errors');

/** What the section list says of a section: "Budget, 1 error, 2 unsaved changes". */
export function sectionLabel(title: string, { errors, changes }: SectionCounts): string {
  return [
    title,
    errors ? errorsText(errors) : undefined,
    changes ? unsavedChangesText(changes) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}
