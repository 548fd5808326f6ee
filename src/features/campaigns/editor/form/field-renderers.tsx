import type { ComponentType } from 'react';
import { SELECTORS } from '@contract/campaigns';
import type { FieldDef, FieldKind } from '@/features/campaigns/model/registry';
import {
  BidControlControl,
  ImageControl,
  ScheduleControl,
  SelectorFlagControl,
  TimezoneControl,
} from './composite-controls';
import type { FieldControlProps } from './field-props';
import { FlagControl, InputControl, TextareaControl } from './input-controls';
import { StatusControl, TypeControl } from './select-controls';
import { TimeControl } from './time-control';

/**
 * The control of each field kind. A Record over the union (cal.com's form
 * builder habit): a new FieldKind without a control fails to compile. `null`
 * means another field's control renders it (a selector's array is part of
 * its flag's control).
 */
export const FIELD_CONTROLS: Record<FieldKind, ComponentType<FieldControlProps> | null> = {
  text: InputControl,
  number: InputControl,
  date: InputControl,
  time: TimeControl,
  textarea: TextareaControl,
  type: TypeControl,
  status: StatusControl,
  flag: FlagControl,
  timezone: TimezoneControl,
  schedule: ScheduleControl,
  'selector-flag': SelectorFlagControl,
  'selector-values': null,
  image: ImageControl,
  bidcontrol: BidControlControl,
};

/** Every form key a field's control shows errors for (a selector's flag and array). */
export function keysShownBy(def: FieldDef): string[] {
  if (def.kind !== 'selector-flag') return [def.key];
  const selector = SELECTORS.find((s) => s.flag === def.key);
  return selector ? [def.key, selector.array] : [def.key];
}

/** Composite and wide controls take the full row of the section's grid. */
export const FULL_WIDTH = new Set<FieldKind>([
  'textarea',
  'schedule',
  'selector-flag',
  'bidcontrol',
]);
