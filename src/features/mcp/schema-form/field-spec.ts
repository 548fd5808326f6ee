/**
 * What the generated form knows about one argument of a tool: the part of its
 * JSON Schema the form can show and check itself. Anything richer stays with
 * the full schema, which validateArguments checks before every call.
 */

export interface StringRules {
  /** The schema's format, when it has one ("date", "uri", …). */
  format?: string;
  /** The <input type> that suits the format. */
  inputType: 'text' | 'date' | 'datetime-local' | 'url' | 'email';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

export interface NumberRules {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
}

export type EnumValue = string | number | boolean | null;

export interface EnumOption {
  value: EnumValue;
  label: string;
}

/** What one entry of an array of primitives can be. */
export type ItemSpec =
  | ({ kind: 'string' } & StringRules)
  | ({ kind: 'number' | 'integer' } & NumberRules)
  | { kind: 'enum'; options: EnumOption[] };

interface FieldBase {
  /** The property name in the arguments object. */
  name: string;
  /** The form value's key: unique in the form and safe as a react-hook-form name ("f2_0"). */
  key: string;
  /** JSON Pointer of the value in the arguments ("/filters/country"). */
  pointer: string;
  /** title, else the property name. */
  label: string;
  description?: string;
  required: boolean;
  default?: unknown;
  /** The schema also allows null: an empty required value is sent as null. */
  nullable?: boolean;
}

export type StringField = FieldBase & { kind: 'string' } & StringRules;
export type NumberField = FieldBase & { kind: 'number' | 'integer' } & NumberRules;
export type BooleanField = FieldBase & { kind: 'boolean' };
export type EnumField = FieldBase & { kind: 'enum'; options: EnumOption[] };
export type ArrayField = FieldBase & {
  kind: 'array';
  item: ItemSpec;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
};
export type ObjectField = FieldBase & { kind: 'object'; fields: FieldSpec[] };

export type FieldSpec =
  StringField | NumberField | BooleanField | EnumField | ArrayField | ObjectField;

/**
 * One form value per scalar or array field, keyed by FieldSpec.key:
 * text and numbers as typed (string), enums as the option's index (string,
 * '' = none; an enum of more than 100 values as typed, typed-enum.ts), booleans (undefined = left alone), arrays as their rows (string[]).
 * Objects have no value of their own: their fields have.
 */
export type FormValue = string | boolean | string[] | undefined;
export type FormValues = Record<string, FormValue>;

/** Why part of a schema cannot be shown as a form. */
export interface UnsupportedPart {
  /** JSON path of the argument ("$.shape", "$.rows[]", "$" for the whole). */
  path: string;
  reason: string;
}
