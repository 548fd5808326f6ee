import { formatCount } from '@/lib/format/number';
import type { EnumOption, EnumValue } from './field-spec';

/**
 * An enum of more values than this is typed, with suggestions, instead of
 * chosen from a select (docs/decisions/072-large-enums-in-tool-forms.md).
 */
export const MAX_SELECT_OPTIONS = 100;
/** How many of the values matching what is typed are suggested. */
export const MAX_SUGGESTIONS = 20;

/** Whether an enum (a field or an array's item) is typed as text: its form value is that text. */
export const isTypedEnum = (spec: { options: EnumOption[] }) =>
  spec.options.length > MAX_SELECT_OPTIONS;

/** The option the text names: by its label (what is suggested), else by its value as text. */
function optionOf(options: EnumOption[], text: string): EnumOption | undefined {
  return options.find((o) => o.label === text) ?? options.find((o) => String(o.value) === text);
}

/**
 * The value the typed text names, with the JSON type the schema gives it ("42"
 * is 42 in an enum of numbers); text that names none goes out as typed, so the
 * check names it instead of the value silently vanishing.
 */
export function typedEnumOut(options: EnumOption[], text: string): EnumValue {
  const option = optionOf(options, text);
  return option ? option.value : text;
}

/** The text that names the value; undefined when it is not one of the options. */
export function typedEnumIn(options: EnumOption[], value: unknown): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

/** What is wrong with the typed text, in words; undefined when empty or one of the values. */
export function typedEnumProblem(options: EnumOption[], text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '' || optionOf(options, text)) return undefined;
  return `"${text}" is not one of the ${formatCount(options.length)} allowed values.`;
}

export const typedEnumHint = (options: EnumOption[]) =>
  `Type one of the ${formatCount(options.length)} allowed values; up to ${MAX_SUGGESTIONS} that match are suggested`;

/**
 * The labels to suggest for the typed text: those that start with it, then
 * those that contain it (case ignored), in the schema's order, each once, at most
 * MAX_SUGGESTIONS. One pass over the values per keystroke; the DOM holds only these.
 */
export function enumSuggestions(options: EnumOption[], text: string): string[] {
  const query = text.toLowerCase();
  const starts = new Set<string>();
  const contains = new Set<string>();
  for (const { label } of options) {
    if (starts.size >= MAX_SUGGESTIONS) break;
    const at = label.toLowerCase().indexOf(query);
    if (at === 0) starts.add(label);
    else if (at > 0 && contains.size < MAX_SUGGESTIONS) contains.add(label);
  }
  return [...starts, ...contains].slice(0, MAX_SUGGESTIONS);
}
