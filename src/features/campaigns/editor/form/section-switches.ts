import { isOn } from '@contract/common';
import { FIELDS, fieldByKey, type SectionId } from '@/features/campaigns/model/registry';
import type { EditorValues } from '@/features/campaigns/model/form-model';

/**
 * The sections a flag of their own turns on and off. While it is off, the
 * section's other fields are disabled and never flagged, and their values go
 * back as they are (the contract's rules 8–10 do not judge them then).
 * Frequency cap and pacing are per-field modes, not a section switch: their
 * counts stay editable while off (issue 22: kept for later, never negative).
 */
const SECTION_SWITCHES: Partial<Record<SectionId, string>> = {
  budget: 'enable_budget',
  dates: 'enable_time',
  schedule: 'enable_shedule',
  keywords: 'keywords_enabled',
};

/** The key of the flag that switches this field's section, if it has one (not the flag itself). */
export function switchOf(key: string): string | undefined {
  const def = fieldByKey(key);
  const flag = def ? SECTION_SWITCHES[def.section] : undefined;
  return flag === key ? undefined : flag;
}

/** The keys a section flag switches (empty for any other key). */
export function switchedBy(flag: string): string[] {
  const section = (Object.keys(SECTION_SWITCHES) as SectionId[]).find(
    (s) => SECTION_SWITCHES[s] === flag,
  );
  if (!section) return [];
  return FIELDS.filter((def) => def.section === section && def.key !== flag).map((d) => d.key);
}

// A flag's form value is a boolean from its checkbox; a raw wire value reads as isOn says.
export const flagOn = (value: unknown) => value === true || isOn(value);

/** Whether the field's section is switched off in these form values. */
export function isSwitchedOff(key: string, values: EditorValues): boolean {
  const flag = switchOf(key);
  return flag !== undefined && !flagOn(values[flag]);
}

/** The hint of a switched-off field: which flag turns its section on. */
export function switchedOffHint(key: string): string | undefined {
  const flag = switchOf(key);
  const label = flag ? fieldByKey(flag)?.label : undefined;
  return label ? `Turn on “${label}” to change this` : undefined;
}
