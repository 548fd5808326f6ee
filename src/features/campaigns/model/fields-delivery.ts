import { isOn } from '@contract/common';
import { TRAFFIC_SPEED_MIN } from '@contract/campaign-rules';
import { hasAnyKey, type FieldContext } from './field-context';
import { defineField, type FieldDef } from './field-def';
import { modeFlag } from './kind-codecs';

const SCHEDULE_KEYS = ['enable_shedule', 'shedule', 'shedule_timezone'] as const;
const FREQ_KEYS = ['freq_cap', 'freq_counter'] as const;
const SPEED_KEYS = ['traffic_speed', 'traffic_speed_counter'] as const;

const hasSchedule = (ctx: FieldContext) => hasAnyKey(ctx, SCHEDULE_KEYS);
// Tenant features: off in settings means the fields are not this tenant's to edit.
const hasFreqCap = (ctx: FieldContext) =>
  isOn(ctx.settings.enable_freq_cap) && hasAnyKey(ctx, FREQ_KEYS);
const hasTrafficSpeed = (ctx: FieldContext) =>
  isOn(ctx.settings.enable_traffic_speed) && hasAnyKey(ctx, SPEED_KEYS);

/** "Weekly schedule" (rule 10) and "Delivery" (frequency cap, rule 11 pacing). */
export const DELIVERY_FIELDS: readonly FieldDef[] = [
  /** 0/1 switch for the weekly schedule (the spelling is the interface's). */
  defineField({
    key: 'enable_shedule',
    label: 'Enable schedule',
    section: 'schedule',
    kind: 'flag',
    applies: hasSchedule,
  }),
  /** 168 hourly values, flat or 7x24, edited by the grid in their own shape; kept while off. */
  defineField({
    key: 'shedule',
    label: 'Schedule',
    section: 'schedule',
    kind: 'schedule',
    applies: hasSchedule,
  }),
  /** IANA zone of the schedule; required with the schedule on. */
  defineField({
    key: 'shedule_timezone',
    label: 'Schedule time zone',
    section: 'schedule',
    kind: 'timezone',
    applies: hasSchedule,
    hint: () => 'Required when the weekly schedule is on',
  }),
  /** Frequency-cap mode; numbered modes count as on and are kept unless toggled. */
  defineField({
    key: 'freq_cap',
    label: 'Frequency cap',
    section: 'delivery',
    kind: 'flag',
    codec: modeFlag,
    applies: hasFreqCap,
  }),
  /** Impressions per user while the cap is on: a whole number of at least 1. */
  defineField({
    key: 'freq_counter',
    label: 'Frequency cap count',
    section: 'delivery',
    kind: 'number',
    applies: hasFreqCap,
    hint: () => 'A whole number of at least 1',
  }),
  /** Pacing mode; numbered modes count as on and are kept unless toggled. */
  defineField({
    key: 'traffic_speed',
    label: 'Traffic speed',
    section: 'delivery',
    kind: 'flag',
    codec: modeFlag,
    applies: hasTrafficSpeed,
  }),
  /** Pacing counter: a whole number of at least TRAFFIC_SPEED_MIN while pacing is on. */
  defineField({
    key: 'traffic_speed_counter',
    label: 'Traffic speed count',
    section: 'delivery',
    kind: 'number',
    applies: hasTrafficSpeed,
    hint: () => `A whole number of at least ${TRAFFIC_SPEED_MIN}`,
  }),
];
