import type { FieldContext } from '@/features/campaigns/model/field-context';
import type { FieldDef } from '@/features/campaigns/model/registry';

/** What every control of the kind map receives. */
export interface FieldControlProps {
  def: FieldDef;
  ctx: FieldContext;
  /** The registry's hint for this context, if any. */
  hint?: string;
  /** Set when the field is shown but must not be changed (the reason is shown). */
  readOnlyReason?: string;
}

/** The form keys a control writes; errors on any of them belong to it. */
export function controlKeys(def: FieldDef, arrayKey?: string): string[] {
  return arrayKey ? [def.key, arrayKey] : [def.key];
}

export function joinHints(...parts: (string | undefined)[]): string | undefined {
  const text = parts.filter(Boolean).join('. ');
  return text || undefined;
}

/** A control disabled because its section is switched off (the browser greys it only faintly). */
export const OFF_CLASSES =
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:bg-slate-800 dark:disabled:text-slate-400';
