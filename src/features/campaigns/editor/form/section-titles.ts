import type { SectionId } from '@/features/campaigns/model/registry';

/**
 * The editor's section headings, in display order (issue 4 names them): the
 * only list of them. A Record over the union: a new SectionId without a
 * heading fails to compile.
 */
export const SECTION_HEADINGS: Record<SectionId, string> = {
  basics: 'Basics',
  creative: 'Creative',
  budget: 'Budget',
  dates: 'Dates',
  schedule: 'Weekly schedule',
  delivery: 'Frequency cap and pacing',
  targeting: 'Targeting',
  keywords: 'Keywords',
  bidcontrol: 'Bid control',
};

export const SECTION_ORDER = Object.keys(SECTION_HEADINGS) as SectionId[];
