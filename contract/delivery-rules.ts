import { SELECTORS } from './campaigns';
import { isOn, toNumber, type FieldErrors } from './common';
import {
  fieldError,
  mergeErrors,
  ok,
  selectedType,
  type CampaignInput,
  type CampaignRule,
} from './rule-kit';
import {
  formatLimit,
  isBlank,
  isDateValue,
  isEnabledMode,
  isValidTimeZone,
  isWholeNumber,
  normalizeTime,
  wireNumber,
} from './rule-values';

// Contract rules 8–13 (and the frequency cap): when, how fast and to whom the campaign delivers.

export const TRAFFIC_SPEED_MIN = 1000;
export const SCHEDULE_HOURS = 168;

/** A budget given while budgeting is off is kept for later, but is never below 0. */
function negativeBudgetErrors(campaign: Record<string, unknown>): FieldErrors {
  const negative = (field: string) => !isBlank(campaign[field]) && wireNumber(campaign[field]) < 0;
  return mergeErrors(
    negative('d_revenue') ? fieldError('d_revenue', 'Daily budget cannot be negative') : ok(),
    negative('t_revenue') ? fieldError('t_revenue', 'Total budget cannot be negative') : ok(),
  );
}

/**
 * Rule 8: with budgets on, daily ≥ min_budget and total is 0 (unlimited) or ≥ min_budget.
 * With budgets off, a budget is still never negative (decision 033).
 */
export const ruleBudget: CampaignRule = (campaign, _types, settings) => {
  if (!isOn(campaign.enable_budget)) return negativeBudgetErrors(campaign);
  const configured = toNumber(settings.min_budget);
  const min = Number.isFinite(configured) ? configured : 0;
  const daily = wireNumber(campaign.d_revenue);
  const total = wireNumber(campaign.t_revenue);
  return mergeErrors(
    Number.isFinite(daily) && daily >= min
      ? ok()
      : fieldError('d_revenue', `Daily budget must be at least ${formatLimit(min)}`),
    total === 0 || (Number.isFinite(total) && total >= min)
      ? ok()
      : fieldError(
          't_revenue',
          `Total budget must be 0 (unlimited) or at least ${formatLimit(min)}`,
        ),
  );
};

// MySQL-backed services send the zero date for "no end date".
const isNoDate = (value: unknown) => isBlank(value) || value === '0000-00-00';

/** Format errors of one date + time pair; blank values are left to the caller. */
function dateTimeErrors(date: unknown, time: unknown, fields: [string, string], label: string) {
  const errors: FieldErrors[] = [];
  if (!isBlank(date) && !isDateValue(date)) {
    errors.push(fieldError(fields[0], `${label} date must be a date in the format YYYY-MM-DD`));
  }
  if (!isBlank(time) && !normalizeTime(time)) {
    errors.push(fieldError(fields[1], `${label} time must be a time in the format HH:MM`));
  }
  return errors;
}

/** Rule 9: with the window on, start date and time are required and the end is not before the start. */
export const ruleTimeWindow: CampaignRule = (campaign) => {
  if (!isOn(campaign.enable_time)) return ok();
  const { create, create_time: createTime, expire, expire_time: expireTime } = campaign;
  const errors = dateTimeErrors(create, createTime, ['create', 'create_time'], 'Start');
  if (isBlank(create)) errors.push(fieldError('create', 'Start date is required'));
  if (isBlank(createTime)) errors.push(fieldError('create_time', 'Start time is required'));
  if (isNoDate(expire)) return mergeErrors(...errors);

  errors.push(...dateTimeErrors(expire, expireTime, ['expire', 'expire_time'], 'End'));
  if (isDateValue(create) && isDateValue(expire)) {
    // YYYY-MM-DD and HH:MM:SS order as strings, so no Date (and no time zone) is needed.
    const [start, end] = [create.trim(), expire.trim()];
    const [startTime, endTime] = [normalizeTime(createTime), normalizeTime(expireTime)];
    if (end < start) {
      errors.push(fieldError('expire', 'End date must not be before the start date'));
    } else if (end === start && startTime && endTime && endTime < startTime) {
      errors.push(fieldError('expire_time', 'End time must not be before the start time'));
    }
  }
  return mergeErrors(...errors);
};

/**
 * The weekly schedule as 168 hourly values, from either shape services send:
 * a flat array of 168, or 7 day arrays of 24. Undefined for any other shape.
 * Values are not judged (0/1 or booleans today): they are carried, not edited.
 */
export function scheduleValues(shedule: unknown): unknown[] | undefined {
  if (!Array.isArray(shedule)) return undefined;
  const items: unknown[] = shedule;
  const isDay = (day: unknown) =>
    Array.isArray(day) && day.length === 24 && !day.some(Array.isArray);
  if (items.length === 7 && items.every(isDay)) return (items as unknown[][]).flat();
  if (items.length === SCHEDULE_HOURS && !items.some(Array.isArray)) return [...items];
  return undefined;
}

/** Rule 10: with the weekly schedule on, a valid IANA timezone and all 168 hourly values. */
export const ruleSchedule: CampaignRule = (campaign) => {
  if (!isOn(campaign.enable_shedule)) return ok();
  const zone = campaign.shedule_timezone;
  const zoneError = isBlank(zone)
    ? fieldError('shedule_timezone', 'Timezone is required when the weekly schedule is on')
    : typeof zone === 'string' && isValidTimeZone(zone.trim())
      ? ok()
      : fieldError('shedule_timezone', 'Timezone must be a time zone name such as Europe/Berlin');
  const scheduleError = scheduleValues(campaign.shedule)
    ? ok()
    : fieldError(
        'shedule',
        `Schedule must have ${SCHEDULE_HOURS} hourly values (7 days of 24 hours)`,
      );
  return mergeErrors(zoneError, scheduleError);
};

/**
 * While its mode is off (or the tenant lacks the feature) a counter is kept for
 * later, as a budget is, but a negative count is never valid (issue 22).
 */
function negativeCounter(campaign: CampaignInput, field: string, label: string): FieldErrors {
  const value = campaign[field];
  return !isBlank(value) && wireNumber(value) < 0
    ? fieldError(field, `${label} cannot be negative`)
    : ok();
}

/** Rule 11: with traffic_speed on, traffic_speed_counter is a whole number ≥ 1000; never negative. */
export const ruleTrafficSpeed: CampaignRule = (campaign) => {
  if (!isEnabledMode(campaign.traffic_speed))
    return negativeCounter(campaign, 'traffic_speed_counter', 'Traffic speed');
  const counter = wireNumber(campaign.traffic_speed_counter);
  return Number.isInteger(counter) && counter >= TRAFFIC_SPEED_MIN
    ? ok()
    : fieldError(
        'traffic_speed_counter',
        `Traffic speed must be a whole number of at least ${TRAFFIC_SPEED_MIN}`,
      );
};

/**
 * Frequency cap (contract field table): when the tenant has it and it is on, a
 * positive whole counter; otherwise still never negative.
 */
export const ruleFrequencyCap: CampaignRule = (campaign, _types, settings) => {
  if (!isOn(settings.enable_freq_cap) || !isEnabledMode(campaign.freq_cap))
    return negativeCounter(campaign, 'freq_counter', 'Frequency cap');
  const counter = wireNumber(campaign.freq_counter);
  return Number.isInteger(counter) && counter >= 1
    ? ok()
    : fieldError('freq_counter', 'Frequency cap must be a whole number of at least 1');
};

/**
 * Rule 12: a selector with flag 0 (custom targeting) needs at least one value.
 * Only selectors of the type are checked (CPM-only ones for CPM, some never for
 * Popunder), and only when the campaign carries the flag at all.
 */
export const ruleSelectors: CampaignRule = (campaign, types) => {
  const type = selectedType(campaign, types);
  const errors = SELECTORS.filter(
    (s) =>
      !isBlank(campaign[s.flag]) &&
      !isOn(campaign[s.flag]) &&
      (!s.cpmOnly || type?.pricing === 'CPM') &&
      (!s.notPopunder || type?.format !== 'popunder'),
  ).map((s) => {
    const values = campaign[s.array];
    if (!Array.isArray(values) || values.length === 0) {
      return fieldError(s.array, `Choose at least one value for ${s.label}, or target all`);
    }
    const badExchange =
      s.array === 'exchanges' && values.some((v) => !(isWholeNumber(v) && wireNumber(v) > 0));
    return badExchange ? fieldError(s.array, 'Exchanges must be positive numeric ids') : ok();
  });
  return mergeErrors(...errors);
};

/** Rule 13: a non-empty bidControl needs settings.enable_bidcontrol and CPC or CPV pricing. */
export const ruleBidControl: CampaignRule = (campaign, types, settings) => {
  const rows = campaign.bidControl;
  if (isBlank(rows)) return ok();
  if (!Array.isArray(rows)) return fieldError('bidControl', 'Bid control must be a list');
  if (rows.length === 0) return ok();
  if (!isOn(settings.enable_bidcontrol))
    return fieldError('bidControl', 'Bid control is not available for this account');
  const pricing = selectedType(campaign, types)?.pricing;
  if (!pricing || pricing === 'CPC' || pricing === 'CPV') return ok();
  return fieldError('bidControl', 'Bid control is only available for CPC and CPV campaigns');
};
