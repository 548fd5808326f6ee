import type { FieldContext } from '@/features/campaigns/model/field-context';
import { FIELDS, type FieldDef, type SectionId } from '@/features/campaigns/model/registry';
import { FIELD_CONTROLS } from './field-renderers';
import { SECTION_ORDER } from './section-titles';

export interface VisibleSection {
  section: SectionId;
  /** The fields it renders a control for, in registry order. */
  fields: FieldDef[];
}

/** The fields of one section that apply to the context, in registry order. */
export function sectionFields(section: SectionId, ctx: FieldContext): FieldDef[] {
  return FIELDS.filter((def) => def.section === section && def.applies(ctx));
}

/**
 * The sections the form shows for this context, in display order: the form
 * and the section list both read this, so the list names exactly what is on
 * the page (the campaign type and the read's keys decide which sections exist).
 */
export function visibleSections(ctx: FieldContext): VisibleSection[] {
  return SECTION_ORDER.map((section) => ({
    section,
    fields: sectionFields(section, ctx).filter((def) => FIELD_CONTROLS[def.kind]),
  })).filter(({ fields }) => fields.length > 0);
}

/** The element ids the section list jumps to (one editor per page). */
export const sectionId = (section: SectionId) => `editor-section-${section}`;
export const sectionHeadingId = (section: SectionId) => `editor-section-${section}-heading`;

/** A marker right after the last section: once it is on screen, the last section is current. */
export const SECTIONS_END_ID = 'editor-sections-end';
