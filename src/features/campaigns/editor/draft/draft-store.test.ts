// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  draftKey,
  fingerprint,
  loadDraft,
  saveDraft,
  type EditorDraft,
} from './draft-store';

const campaign = {
  cid: 42,
  uid: 1001,
  name: 'Spring',
  type: 1,
  status: 3,
  payout: 0.5,
  shedule: [[true, false]],
  x_meta: { a: [1, null] },
};

const draft: EditorDraft = {
  cid: 42,
  values: { name: 'Spring (edited)', payout: '0.50', enable_budget: true, shedule: [[true]] },
  dirty: ['name'],
  loadedFingerprint: fingerprint(campaign),
  savedAt: 1_700_000_000_000,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('draft store', () => {
  it('round-trips a draft through sessionStorage and never touches localStorage', () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const key = draftKey('acme:1001', 42);
    saveDraft(key, draft);
    expect(loadDraft(key)).toEqual(draft);
    expect(sessionStorage.getItem(key)).not.toBeNull();
    expect(localStorage.length).toBe(0);
    // Every write went to sessionStorage.
    for (const call of writes.mock.contexts) expect(call).toBe(sessionStorage);
  });

  it('keeps drafts apart per member and campaign', () => {
    saveDraft(draftKey('acme:1001', 42), draft);
    expect(loadDraft(draftKey('acme:1002', 42))).toBeUndefined();
    expect(loadDraft(draftKey('globex:1001', 42))).toBeUndefined();
    expect(loadDraft(draftKey('acme:1001', 43))).toBeUndefined();
  });

  it('clears a draft', () => {
    const key = draftKey('acme:1001', 42);
    saveDraft(key, draft);
    clearDraft(key);
    expect(loadDraft(key)).toBeUndefined();
  });

  it('reads a corrupt or foreign entry as no draft', () => {
    const key = draftKey('acme:1001', 42);
    sessionStorage.setItem(key, '{not json');
    expect(loadDraft(key)).toBeUndefined();
    sessionStorage.setItem(key, JSON.stringify({ cid: '42', values: [] }));
    expect(loadDraft(key)).toBeUndefined();
  });

  it('survives a full storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft(draftKey('acme:1001', 42), draft)).not.toThrow();
  });
});

describe('fingerprint', () => {
  it('is the same for the same JSON', () => {
    expect(fingerprint(campaign)).toBe(fingerprint(JSON.parse(JSON.stringify(campaign))));
    expect(fingerprint(campaign)).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });

  it('changes with any value, and with the JSON type', () => {
    expect(fingerprint({ ...campaign, payout: 0.51 })).not.toBe(fingerprint(campaign));
    expect(fingerprint({ ...campaign, payout: '0.5' })).not.toBe(fingerprint(campaign));
    expect(fingerprint({ ...campaign, x_meta: { a: [1, 0] } })).not.toBe(fingerprint(campaign));
  });

  it('counts key order (documented choice: order is part of what the editor keeps)', () => {
    const { cid, ...rest } = campaign;
    expect(fingerprint({ ...rest, cid })).not.toBe(fingerprint(campaign));
  });
});
