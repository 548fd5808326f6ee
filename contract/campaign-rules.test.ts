import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELECTORS } from './campaigns';
import { isOn } from './common';
import {
  CAMPAIGN_RULES,
  applyPathCid,
  normalizeSelectors,
  ruleBidControl,
  ruleBudget,
  ruleFrequencyCap,
  ruleLengths,
  rulePayoutInRange,
  rulePushImages,
  ruleRequiredFields,
  ruleSchedule,
  ruleSelectors,
  ruleStatus,
  ruleTimeWindow,
  ruleTrafficSpeed,
  ruleTypeEnabled,
  ruleUrls,
  scheduleValues,
  validateCampaign,
} from './campaign-rules';
import {
  bannerCampaignB,
  contextualCampaignB,
  hours,
  popunderCampaignA,
  pushCampaignA,
  settingsA,
  settingsB,
  typesA,
  typesB,
} from './campaign-rules.fixtures';

const pushA = (changes: Record<string, unknown> = {}) => ({ ...pushCampaignA(), ...changes });
const popA = (changes: Record<string, unknown> = {}) => ({ ...popunderCampaignA(), ...changes });
const bannerB = (changes: Record<string, unknown> = {}) => ({ ...bannerCampaignB(), ...changes });
const ctxB = (changes: Record<string, unknown> = {}) => ({ ...contextualCampaignB(), ...changes });
const without = (campaign: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(campaign).filter(([key]) => !keys.includes(key)));

describe('validateCampaign', () => {
  it.each([
    ['tenant A push CPC', pushCampaignA(), 'A'],
    ['tenant A popunder CPM', popunderCampaignA(), 'A'],
    ['tenant B banner CPM', bannerCampaignB(), 'B'],
    ['tenant B contextual CPV', contextualCampaignB(), 'B'],
  ])('accepts the complete %s campaign as read', (_label, campaign, tenant) => {
    const [types, settings] = tenant === 'A' ? [typesA, settingsA] : [typesB, settingsB];
    expect(validateCampaign(campaign, types, settings)).toEqual({});
  });

  it('merges the errors of every rule by field path', () => {
    const errors = validateCampaign(
      pushA({ payout: 9, name: '', enable_budget: 1, d_revenue: 2, geo: [] }),
      typesA,
      settingsA,
    );
    expect(errors).toEqual({
      name: ['Name is required'],
      payout: ['Bid must be between 0.01 and 2'],
      d_revenue: ['Daily budget must be at least 10'],
      geo: ['Choose at least one value for Countries, or target all'],
    });
  });

  it('reports a missing field once (rule 1), not again as a length or format error', () => {
    expect(validateCampaign(without(pushA(), 'title', 'icon'), typesA, settingsA)).toEqual({
      title: ['Title is required'],
      icon: ['Icon is required'],
    });
  });

  it('validates the same campaign differently per tenant', () => {
    // Type 1 is Push CPC for tenant A and does not exist for tenant B, which
    // also has no bid control; its other values happen to fit tenant B.
    expect(validateCampaign(pushCampaignA(), typesB, settingsB)).toEqual({
      type: [
        'Campaign type must be one of the enabled types: In-Page Push CPM, Banner CPM, Contextual CPV',
      ],
      bidControl: ['Bid control is not available for this account'],
    });
  });

  it('lists every rule once', () => {
    expect(new Set(CAMPAIGN_RULES).size).toBe(CAMPAIGN_RULES.length);
    expect(CAMPAIGN_RULES).toHaveLength(15);
  });
});

describe('rule 1: complete object (ruleRequiredFields)', () => {
  it('accepts a complete object; CPM types need no click URL, CPC types no website', () => {
    expect(ruleRequiredFields(pushCampaignA(), typesA, settingsA)).toEqual({});
    expect(ruleRequiredFields(bannerCampaignB(), typesB, settingsB)).toEqual({});
  });

  it('requires uid, name, type, status and payout', () => {
    const errors = ruleRequiredFields(
      without(pushA({ name: '   ' }), 'uid', 'type', 'status', 'payout'),
      typesA,
      settingsA,
    );
    expect(errors).toEqual({
      uid: ['Advertiser id is required'],
      name: ['Name is required'],
      type: ['Campaign type is required'],
      status: ['Status is required'],
      payout: ['Bid is required'],
    });
  });

  it('requires the fields of the selected type', () => {
    expect(ruleRequiredFields(pushA({ clickurl: null, image: null }), typesA, settingsA)).toEqual({
      clickurl: ['Click URL is required'],
      image: ['Main image is required'],
    });
    expect(ruleRequiredFields(without(bannerB(), 'website'), typesB, settingsB)).toEqual({
      website: ['Website is required'],
    });
    expect(ruleRequiredFields(ctxB({ description: '' }), typesB, settingsB)).toEqual({
      description: ['Description is required'],
    });
  });

  it('refuses a uid that is not a whole number', () => {
    expect(ruleRequiredFields(pushA({ uid: 'abc' }), typesA, settingsA)).toEqual({
      uid: ['Advertiser id must be a whole number'],
    });
  });
});

describe('rule 2: the path cid wins (applyPathCid)', () => {
  it('replaces the body cid in place and leaves the input alone', () => {
    const input = pushA({ cid: 999 });
    const out = applyPathCid(input, 4101);
    expect(out.cid).toBe(4101);
    expect(Object.keys(out)).toEqual(Object.keys(input));
    expect(input.cid).toBe(999);
  });

  it('adds a missing cid first, where the service keeps it', () => {
    const out = applyPathCid(without(pushA(), 'cid'), 4101);
    expect(out).toMatchObject({ cid: 4101, uid: 77 });
    expect(Object.keys(out)[0]).toBe('cid');
  });
});

describe('status range (ruleStatus)', () => {
  it.each([0, 1, 2, 3, 4, '3'])('accepts %j', (status) => {
    expect(ruleStatus(pushA({ status }), typesA, settingsA)).toEqual({});
  });

  it.each([5, -1, 1.5, true, 'active'])('refuses %j', (status) => {
    expect(ruleStatus(pushA({ status }), typesA, settingsA)).toEqual({
      status: ['Status must be a whole number from 0 to 4'],
    });
  });
});

describe('rule 3: type is enabled (ruleTypeEnabled)', () => {
  it('accepts an enabled key as a number or a string', () => {
    expect(ruleTypeEnabled(pushA({ type: 5 }), typesA, settingsA)).toEqual({});
    expect(ruleTypeEnabled(bannerB({ type: '12' }), typesB, settingsB)).toEqual({});
  });

  it("refuses another tenant's type key and names the enabled ones", () => {
    expect(ruleTypeEnabled(pushA({ type: 11 }), typesA, settingsA)).toEqual({
      type: [
        'Campaign type must be one of the enabled types: Push CPC, Popunder CPM, Contextual CPC',
      ],
    });
  });

  it('says so when the account has no enabled types', () => {
    expect(ruleTypeEnabled(pushA(), {}, settingsA)).toEqual({
      type: ['No campaign types are enabled for this account'],
    });
  });
});

describe('rule 4: payout within the bid range (rulePayoutInRange)', () => {
  it.each([0.01, 2, '0.01', '1.999'])('accepts %j for Push CPC of tenant A (0.01..2)', (payout) => {
    expect(rulePayoutInRange(pushA({ payout }), typesA, settingsA)).toEqual({});
  });

  it.each([0.009, 2.01, '2.5', 0])('refuses %j for Push CPC of tenant A', (payout) => {
    expect(rulePayoutInRange(pushA({ payout }), typesA, settingsA)).toEqual({
      payout: ['Bid must be between 0.01 and 2'],
    });
  });

  it('reads limits sent as strings (tenant B)', () => {
    expect(rulePayoutInRange(bannerB({ type: 3, payout: '0.3' }), typesB, settingsB)).toEqual({});
    expect(rulePayoutInRange(bannerB({ type: 3, payout: 0.29 }), typesB, settingsB)).toEqual({
      payout: ['Bid must be between 0.3 and 4'],
    });
  });

  it('refuses a bid that is not a number, and leaves unknown types to rule 3', () => {
    expect(rulePayoutInRange(pushA({ payout: 'cheap' }), typesA, settingsA)).toEqual({
      payout: ['Bid must be a number'],
    });
    expect(rulePayoutInRange(pushA({ type: 42, payout: 99 }), typesA, settingsA)).toEqual({});
  });
});

describe('rule 5: lengths (ruleLengths)', () => {
  it('accepts values at the limits, counting an emoji as one character', () => {
    const campaign = pushA({
      name: 'n'.repeat(255),
      title: `${'t'.repeat(24)}🔥`,
      description: 'd'.repeat(75),
    });
    expect(ruleLengths(campaign, typesA, settingsA)).toEqual({});
  });

  it('refuses values over the limits', () => {
    const campaign = ctxB({
      name: 'n'.repeat(256),
      title: 't'.repeat(26),
      description: 'd'.repeat(76),
    });
    expect(ruleLengths(campaign, typesB, settingsB)).toEqual({
      name: ['Name must be at most 255 characters'],
      title: ['Title must be at most 25 characters'],
      description: ['Description must be at most 75 characters'],
    });
  });

  it('ignores title and description of formats without a creative', () => {
    expect(ruleLengths(popA({ title: 't'.repeat(80) }), typesA, settingsA)).toEqual({});
  });

  it('refuses control characters, and leaves broken emoji to ruleStorableText', () => {
    expect(
      ruleLengths(
        pushA({ name: 'a\u0000b', title: 'Two\nlines', description: 'Half \ud83d' }),
        typesA,
        settingsA,
      ),
    ).toEqual({
      name: ['Name contains a control character (such as a line break) that cannot be stored'],
      title: ['Title contains a control character (such as a line break) that cannot be stored'],
    });
  });

  it('refuses a name that is not text', () => {
    expect(ruleLengths(pushA({ name: 12 }), typesA, settingsA)).toEqual({
      name: ['Name must be text'],
    });
  });
});

describe('rule 6: URLs (ruleUrls)', () => {
  it.each([
    'https://track.shop-a.example/c?cid={clickid}&s=${SUBID}',
    'http://shop-a.example/landing',
    'https://{domain}/go?sub={{subid}}',
  ])('accepts click URL %s for CPC', (clickurl) => {
    expect(ruleUrls(pushA({ clickurl }), typesA, settingsA)).toEqual({});
  });

  it.each([
    'shop-a.example/landing',
    'ftp://shop-a.example/file',
    'javascript:alert(1)',
    'https://shop a.example/',
    'http:shop-a.example',
  ])('refuses click URL %s for CPC', (clickurl) => {
    expect(ruleUrls(pushA({ clickurl }), typesA, settingsA)).toEqual({
      clickurl: ['Click URL must be a valid http:// or https:// address'],
    });
  });

  it('checks the click URL of CPV types too', () => {
    expect(ruleUrls(ctxB({ clickurl: 'www.example.com' }), typesB, settingsB)).toEqual({
      clickurl: ['Click URL must be a valid http:// or https:// address'],
    });
  });

  it('accepts a website for CPM and refuses a bad one (no macros there)', () => {
    expect(ruleUrls(bannerB({ website: 'https://brand-b.example' }), typesB, settingsB)).toEqual(
      {},
    );
    expect(ruleUrls(bannerB({ website: 'https://{domain}/' }), typesB, settingsB)).toEqual({
      website: ['Website must be a valid http:// or https:// address'],
    });
  });

  it('does not judge a click URL that CPM types do not use', () => {
    expect(ruleUrls(popA({ clickurl: 'not a url' }), typesA, settingsA)).toEqual({});
  });
});

describe('rule 7: push images (rulePushImages)', () => {
  it('accepts image objects as the service returned them, extra keys included', () => {
    expect(rulePushImages(pushCampaignA(), typesA, settingsA)).toEqual({});
  });

  it('refuses a bare string or an object without a URL', () => {
    const campaign = pushA({
      icon: 'https://cdn.example/icon.png',
      image: { url: '', width: 720 },
    });
    expect(rulePushImages(campaign, typesA, settingsA)).toEqual({
      icon: ['Icon must be an uploaded image with a URL'],
      image: ['Main image must be an uploaded image with a URL'],
    });
  });

  it('does not apply to other formats', () => {
    expect(rulePushImages(ctxB({ icon: 'x' }), typesB, settingsB)).toEqual({});
  });
});

describe('rule 8: budgets (ruleBudget)', () => {
  it('accepts the minimum daily budget and an unlimited or large total', () => {
    expect(ruleBudget(pushA({ d_revenue: 10, t_revenue: 0 }), typesA, settingsA)).toEqual({});
    expect(ruleBudget(pushA({ d_revenue: '10.00', t_revenue: 10 }), typesA, settingsA)).toEqual({});
  });

  it('refuses budgets under the tenant minimum', () => {
    expect(ruleBudget(pushA({ d_revenue: 9.99, t_revenue: 5 }), typesA, settingsA)).toEqual({
      d_revenue: ['Daily budget must be at least 10'],
      t_revenue: ['Total budget must be 0 (unlimited) or at least 10'],
    });
  });

  it("uses tenant B's minimum (sent as a string)", () => {
    expect(ruleBudget(bannerB({ d_revenue: 25, t_revenue: '25' }), typesB, settingsB)).toEqual({});
    expect(ruleBudget(bannerB({ d_revenue: 20, t_revenue: null }), typesB, settingsB)).toEqual({
      d_revenue: ['Daily budget must be at least 25'],
      t_revenue: ['Total budget must be 0 (unlimited) or at least 25'],
    });
  });

  it('ignores budgets while budgeting is off', () => {
    expect(ruleBudget(popA({ enable_budget: 0, d_revenue: 1 }), typesA, settingsA)).toEqual({});
  });
});

describe('rule 9: start/end window (ruleTimeWindow)', () => {
  it('accepts a window with HH:MM or HH:MM:SS times, an open end, or the zero date', () => {
    expect(ruleTimeWindow(pushCampaignA(), typesA, settingsA)).toEqual({});
    const open = pushA({ create_time: '08:00:30', expire: '', expire_time: '' });
    expect(ruleTimeWindow(open, typesA, settingsA)).toEqual({});
    expect(ruleTimeWindow(pushA({ expire: '0000-00-00' }), typesA, settingsA)).toEqual({});
  });

  it('accepts an end equal to the start', () => {
    const campaign = pushA({ expire: '2025-03-01', expire_time: '08:00:00' });
    expect(ruleTimeWindow(campaign, typesA, settingsA)).toEqual({});
  });

  it('requires the start date and time', () => {
    expect(ruleTimeWindow(without(pushA(), 'create', 'create_time'), typesA, settingsA)).toEqual({
      create: ['Start date is required'],
      create_time: ['Start time is required'],
    });
  });

  it('refuses malformed dates and times', () => {
    const campaign = pushA({
      create: '2025-02-30',
      create_time: '8:00',
      expire: '31.03.2025',
      expire_time: '24:00',
    });
    expect(ruleTimeWindow(campaign, typesA, settingsA)).toEqual({
      create: ['Start date must be a date in the format YYYY-MM-DD'],
      create_time: ['Start time must be a time in the format HH:MM'],
      expire: ['End date must be a date in the format YYYY-MM-DD'],
      expire_time: ['End time must be a time in the format HH:MM'],
    });
  });

  it('refuses an end before the start, by date or by time on the same day', () => {
    expect(ruleTimeWindow(pushA({ expire: '2025-02-28' }), typesA, settingsA)).toEqual({
      expire: ['End date must not be before the start date'],
    });
    const sameDay = pushA({ expire: '2025-03-01', expire_time: '07:59' });
    expect(ruleTimeWindow(sameDay, typesA, settingsA)).toEqual({
      expire_time: ['End time must not be before the start time'],
    });
  });

  it('ignores the window while it is off', () => {
    expect(ruleTimeWindow(pushA({ enable_time: 0, create: 'soon' }), typesA, settingsA)).toEqual(
      {},
    );
  });
});

describe('rule 10: weekly schedule (ruleSchedule, scheduleValues)', () => {
  it('accepts 168 flat numbers or 7 days of 24 booleans with an IANA time zone', () => {
    expect(ruleSchedule(pushCampaignA(), typesA, settingsA)).toEqual({});
    expect(ruleSchedule(bannerCampaignB(), typesB, settingsB)).toEqual({});
  });

  it('requires a valid time zone', () => {
    expect(ruleSchedule(pushA({ shedule_timezone: '' }), typesA, settingsA)).toEqual({
      shedule_timezone: ['Timezone is required when the weekly schedule is on'],
    });
    expect(
      ruleSchedule(pushA({ shedule_timezone: 'Mars/Olympus_Mons' }), typesA, settingsA),
    ).toEqual({
      shedule_timezone: ['Timezone must be a time zone name such as Europe/Berlin'],
    });
  });

  it.each([
    ['167 values', hours([9]).slice(1)],
    ['7 days of 23 hours', Array.from({ length: 7 }, () => Array(23).fill(1))],
    ['an empty array', []],
    ['no schedule', undefined],
  ])('refuses %s', (_label, shedule) => {
    expect(ruleSchedule(pushA({ shedule }), typesA, settingsA)).toEqual({
      shedule: ['Schedule must have 168 hourly values (7 days of 24 hours)'],
    });
  });

  it('ignores the schedule while it is off', () => {
    expect(ruleSchedule(popA({ enable_shedule: 0, shedule: [] }), typesA, settingsA)).toEqual({});
  });

  it('flattens both shapes into 168 values and refuses others', () => {
    const nested = Array.from({ length: 7 }, (_, d) =>
      Array.from({ length: 24 }, (_, h) => d * 24 + h),
    );
    expect(scheduleValues(nested)).toEqual(Array.from({ length: 168 }, (_, i) => i));
    const flat = hours([1]);
    expect(scheduleValues(flat)).toEqual(flat);
    expect(scheduleValues(flat)).not.toBe(flat);
    expect(scheduleValues(Array(168).fill([1]))).toBeUndefined();
    expect(scheduleValues('1'.repeat(168))).toBeUndefined();
    expect(scheduleValues(null)).toBeUndefined();
  });
});

describe('rule 11: traffic speed (ruleTrafficSpeed)', () => {
  it.each([1000, '2000', 5000])('accepts a counter of %j', (traffic_speed_counter) => {
    expect(ruleTrafficSpeed(pushA({ traffic_speed_counter }), typesA, settingsA)).toEqual({});
  });

  it.each([999, 1500.5, 'fast', null])('refuses a counter of %j', (traffic_speed_counter) => {
    expect(ruleTrafficSpeed(pushA({ traffic_speed_counter }), typesA, settingsA)).toEqual({
      traffic_speed_counter: ['Traffic speed must be a whole number of at least 1000'],
    });
  });

  it('treats true and numbered modes as on, and 0/false as off', () => {
    const counter = { traffic_speed_counter: 10 };
    expect(
      Object.keys(
        ruleTrafficSpeed(bannerB({ traffic_speed: true, ...counter }), typesB, settingsB),
      ),
    ).toEqual(['traffic_speed_counter']);
    expect(
      Object.keys(ruleTrafficSpeed(pushA({ traffic_speed: 2, ...counter }), typesA, settingsA)),
    ).toEqual(['traffic_speed_counter']);
    expect(ruleTrafficSpeed(pushA({ traffic_speed: 0, ...counter }), typesA, settingsA)).toEqual(
      {},
    );
    expect(ruleTrafficSpeed(bannerB({ traffic_speed: false }), typesB, settingsB)).toEqual({});
  });
});

describe('counters are never negative, whatever the mode (issue 22)', () => {
  it.each([
    ['traffic speed off', { traffic_speed: 0, traffic_speed_counter: -1 }, settingsA],
    ['traffic speed absent', { traffic_speed_counter: '-5000' }, settingsA],
  ])('refuses a negative traffic speed counter with %s', (_name, changes, settings) => {
    const campaign = without(
      pushA(changes),
      ...('traffic_speed' in changes ? [] : ['traffic_speed']),
    );
    expect(ruleTrafficSpeed(campaign, typesA, settings)).toEqual({
      traffic_speed_counter: ['Traffic speed cannot be negative'],
    });
  });

  it.each([
    ['the cap off', { freq_cap: 0, freq_counter: -1 }, settingsA],
    [
      'the tenant without caps',
      { freq_cap: 1, freq_counter: '-2' },
      { ...settingsA, enable_freq_cap: false },
    ],
  ])('refuses a negative frequency cap counter with %s', (_name, changes, settings) => {
    expect(ruleFrequencyCap(pushA(changes), typesA, settings)).toEqual({
      freq_counter: ['Frequency cap cannot be negative'],
    });
  });

  it('keeps 0, blanks and positive counters while the mode is off', () => {
    for (const counter of [0, '0', '', null, undefined, 7]) {
      expect(
        ruleTrafficSpeed(
          pushA({ traffic_speed: 0, traffic_speed_counter: counter }),
          typesA,
          settingsA,
        ),
      ).toEqual({});
      expect(
        ruleFrequencyCap(pushA({ freq_cap: 0, freq_counter: counter }), typesA, settingsA),
      ).toEqual({});
    }
  });
});

describe('frequency cap (ruleFrequencyCap)', () => {
  it('accepts a positive whole counter when the tenant has frequency caps', () => {
    expect(ruleFrequencyCap(pushA({ freq_counter: '1' }), typesA, settingsA)).toEqual({});
  });

  it.each([0, 2.5, -3, ''])('refuses a counter of %j', (freq_counter) => {
    expect(ruleFrequencyCap(pushA({ freq_counter }), typesA, settingsA)).toEqual({
      freq_counter: ['Frequency cap must be a whole number of at least 1'],
    });
  });

  it('ignores the counter when the cap is off or the tenant has no frequency caps', () => {
    expect(ruleFrequencyCap(pushA({ freq_cap: 0, freq_counter: 0 }), typesA, settingsA)).toEqual(
      {},
    );
    expect(ruleFrequencyCap(bannerB({ freq_cap: 1, freq_counter: 0 }), typesB, settingsB)).toEqual(
      {},
    );
  });
});

describe('rule 12: selectors (ruleSelectors)', () => {
  it('accepts custom targeting with values and "all" with an empty array', () => {
    expect(ruleSelectors(pushCampaignA(), typesA, settingsA)).toEqual({});
    expect(
      ruleSelectors(bannerB({ lang_enabled: false, lang: ['de'] }), typesB, settingsB),
    ).toEqual({});
  });

  it('refuses custom targeting without values, whatever the flag type', () => {
    const campaign = pushA({
      geo: [],
      browsers_enabled: false,
      browsers: undefined,
      os_enabled: '0',
    });
    expect(ruleSelectors(campaign, typesA, settingsA)).toEqual({
      geo: ['Choose at least one value for Countries, or target all'],
      browsers: ['Choose at least one value for Browsers, or target all'],
      os: ['Choose at least one value for Operating systems, or target all'],
    });
  });

  it('does not check a selector whose flag the campaign does not carry', () => {
    expect(ruleSelectors(without(pushA({ geo: [] }), 'geo_enabled'), typesA, settingsA)).toEqual(
      {},
    );
  });

  it('checks CPM-only selectors only for CPM types', () => {
    expect(
      ruleSelectors(pushA({ categories_enabled: 0, categories: [] }), typesA, settingsA),
    ).toEqual({});
    expect(ruleSelectors(popA({ categories: [] }), typesA, settingsA)).toEqual({
      categories: ['Choose at least one value for Categories, or target all'],
    });
  });

  it('skips connection and traffic type for Popunder, not for Banner', () => {
    // The popunder fixture carries connection_enabled 0 with [] on purpose.
    expect(ruleSelectors(popunderCampaignA(), typesA, settingsA)).toEqual({});
    expect(ruleSelectors(bannerB({ connection: [] }), typesB, settingsB)).toEqual({
      connection: ['Choose at least one value for Connection types, or target all'],
    });
  });

  it('requires exchanges to be positive numeric ids', () => {
    expect(ruleSelectors(popA({ exchanges: [12, 'adx'] }), typesA, settingsA)).toEqual({
      exchanges: ['Exchanges must be positive numeric ids'],
    });
    expect(ruleSelectors(popA({ exchanges: [0] }), typesA, settingsA)).toEqual({
      exchanges: ['Exchanges must be positive numeric ids'],
    });
  });
});

describe('rule 13: bid control (ruleBidControl)', () => {
  it('accepts rows for CPC with bid control enabled, and an empty or absent list anywhere', () => {
    expect(ruleBidControl(pushCampaignA(), typesA, settingsA)).toEqual({});
    expect(ruleBidControl(ctxB({ bidControl: [] }), typesB, settingsB)).toEqual({});
    expect(ruleBidControl(without(bannerB(), 'bidControl'), typesB, settingsB)).toEqual({});
  });

  it('refuses rows when the tenant has no bid control', () => {
    expect(ruleBidControl(ctxB({ bidControl: [{ id: 1 }] }), typesB, settingsB)).toEqual({
      bidControl: ['Bid control is not available for this account'],
    });
  });

  it('refuses rows for CPM pricing', () => {
    expect(ruleBidControl(popA({ bidControl: [{ id: 1 }] }), typesA, settingsA)).toEqual({
      bidControl: ['Bid control is only available for CPC and CPV campaigns'],
    });
  });

  it('refuses a bid control that is not a list', () => {
    expect(ruleBidControl(pushA({ bidControl: { id: 1 } }), typesA, settingsA)).toEqual({
      bidControl: ['Bid control must be a list'],
    });
  });
});

describe('rule 12 normalisation (normalizeSelectors)', () => {
  it('empties the arrays of selectors that target all, and nothing else', () => {
    const input = pushA({ os: ['Android'], devices_enabled: true, devices: ['mobile'] });
    const out = normalizeSelectors(input);
    expect(out).toEqual({ ...input, os: [], devices: [] });
    expect(out.geo).toBe(input.geo);
    expect(out.bidControl).toBe(input.bidControl);
    expect(input.os).toEqual(['Android']);
  });

  it('never adds an array the campaign does not carry', () => {
    expect(normalizeSelectors({ uid: 1, lang_enabled: 1 })).toEqual({ uid: 1, lang_enabled: 1 });
  });

  const selectorKeys = SELECTORS.flatMap((s) => [s.flag, s.array]);
  const flagValue = fc.constantFrom<unknown>(0, 1, true, false, '0', '1', null, 2);
  const entry = fc.oneof(
    fc.tuple(fc.constantFrom(...selectorKeys), fc.oneof(flagValue, fc.jsonValue())),
    fc.tuple(fc.string(), fc.jsonValue()),
  );
  const campaignArb = fc
    .uniqueArray(entry, { selector: ([key]) => key, maxLength: 30 })
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

  it('property: only flag-on selector arrays change, keys keep their order, input is untouched', () => {
    fc.assert(
      fc.property(campaignArb, (campaign) => {
        const before = structuredClone(campaign);
        const out = normalizeSelectors(campaign);
        expect(Object.keys(out)).toEqual(Object.keys(campaign));
        const cleared = new Set<string>(
          SELECTORS.filter((s) => isOn(campaign[s.flag])).map((s) => s.array),
        );
        for (const key of Object.keys(campaign)) {
          if (cleared.has(key)) expect(out[key]).toEqual([]);
          else expect(out[key]).toBe(campaign[key]);
        }
        expect(campaign).toEqual(before);
      }),
    );
  });
});

describe('properties of the whole rule set', () => {
  it('property: any bid inside the range of a type passes rule 4, any bid outside fails', () => {
    const typeKey = fc.constantFrom(...Object.keys(typesA));
    fc.assert(
      fc.property(typeKey, fc.double({ min: -10, max: 10, noNaN: true }), (type, payout) => {
        const { minBid, maxBid } = typesA[type]!;
        const inside = payout >= Number(minBid) && payout <= Number(maxBid);
        const errors = rulePayoutInRange(pushA({ type, payout }), typesA, settingsA);
        expect(errors.payout === undefined).toBe(inside);
      }),
    );
  });

  it('property: validation never throws and only reports known messages as string arrays', () => {
    const overrides = fc.dictionary(
      fc.constantFrom(...Object.keys(pushCampaignA()), 'traffic_speed', 'freq_cap', 'lang_enabled'),
      fc.oneof(fc.jsonValue(), fc.constantFrom<unknown>(undefined, 0, 1, '1', true)),
    );
    fc.assert(
      fc.property(overrides, fc.boolean(), (changes, tenantA) => {
        const [types, settings] = tenantA ? [typesA, settingsA] : [typesB, settingsB];
        const errors = validateCampaign(pushA(changes), types, settings);
        for (const messages of Object.values(errors)) {
          expect(messages.length).toBeGreaterThan(0);
          for (const message of messages) expect(message).toMatch(/^[A-Z].+[^.]$/);
        }
      }),
      // Counterexamples found by earlier runs, always tried first.
      { examples: [[{ type: { toString: 0 } }, false]] },
    );
  });
});
