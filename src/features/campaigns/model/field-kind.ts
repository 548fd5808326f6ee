/** What an editable field is, which picks its codec (kind-codecs.ts) and its control. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'type'
  | 'status'
  | 'flag'
  | 'date'
  | 'time'
  | 'timezone'
  | 'schedule'
  | 'selector-flag'
  | 'selector-values'
  | 'image'
  | 'bidcontrol';
