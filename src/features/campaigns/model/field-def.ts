import type { FieldContext } from './field-context';
import type { FieldKind } from './field-kind';
import { KIND_CODECS, type KindCodec } from './kind-codecs';

export type SectionId =
  | 'basics'
  | 'creative'
  | 'budget'
  | 'dates'
  | 'schedule'
  | 'delivery'
  | 'targeting'
  | 'keywords'
  | 'bidcontrol';

/** One editable field of the campaign: where it shows, when, and how it converts. */
export interface FieldDef {
  /** The wire key; also the react-hook-form field name. */
  key: string;
  /** The accessible name of the control. */
  label: string;
  section: SectionId;
  kind: FieldKind;
  /** Shown at all (pricing, format, settings, keys the read carries). */
  applies(ctx: FieldContext): boolean;
  /** Set when the control is shown but must not be changed. */
  readOnlyReason?(ctx: FieldContext): string | undefined;
  /** A line under the control, built from the read (limits are never hard-coded). */
  hint?(ctx: FieldContext): string | undefined;
  /** Wire -> form: strings for text/number inputs, booleans for flags, composite kinds unchanged. */
  toForm(wire: unknown, ctx: FieldContext): unknown;
  /** Form -> wire in the ORIGINAL JSON type; the original itself when the meaning is unchanged. */
  fromForm(form: unknown, original: unknown, ctx: FieldContext): unknown;
}

type FieldSpec = Omit<FieldDef, 'toForm' | 'fromForm'> & {
  codec?: KindCodec;
  fromForm?: FieldDef['fromForm'];
};

/** A registry entry whose conversions come from its kind unless it brings its own. */
export function defineField({ codec, fromForm, ...spec }: FieldSpec): FieldDef {
  const { toForm, fromForm: kindFromForm } = codec ?? KIND_CODECS[spec.kind];
  return {
    ...spec,
    toForm: (wire) => toForm(wire),
    fromForm: fromForm ?? ((form, original) => kindFromForm(form, original)),
  };
}
