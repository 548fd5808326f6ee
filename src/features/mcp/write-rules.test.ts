import { describe, expect, it } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { PrepareStatusChangeData } from '@contract/mcp';
import {
  applyArguments,
  checkVerification,
  describeChange,
  isPairedApply,
  isReadOnly,
  readApplied,
  readPrepared,
  writePairs,
} from './write-rules';

const schema = (...names: string[]) => ({
  type: 'object' as const,
  properties: Object.fromEntries(names.map((name) => [name, {}])),
});
const PREPARE_SCHEMA = schema('cids', 'status');
const APPLY_SCHEMA = schema('cids', 'status', 'approval', 'idempotencyKey');
/** Tools with these names; _prepare_ and _apply_ ones take status-change arguments. */
const named = (...names: string[]) =>
  names.map((name) => ({
    name,
    inputSchema: name.includes('_prepare_')
      ? PREPARE_SCHEMA
      : name.includes('_apply_')
        ? APPLY_SCHEMA
        : schema(),
  }));

const prepared: PrepareStatusChangeData = {
  request: { cids: [10002, 10004], status: 'paused' },
  diff: [
    {
      cid: 10002,
      name: 'Foo',
      field: 'status',
      from: { code: 1, name: 'Active' },
      to: { code: 3, name: 'Paused' },
    },
    {
      cid: 10004,
      name: 'Bar',
      field: 'status',
      from: { code: 1, name: 'Active' },
      to: { code: 3, name: 'Paused' },
    },
  ],
  unchanged: [10005],
  approval: { fingerprint: 'fp-1', expiresAt: '2026-11-20T10:00:00Z' },
  summary: '2 to pause',
};

const success = (data: unknown): CallToolResult => ({
  content: [{ type: 'text', text: 'ok' }],
  structuredContent: { status: 'success', data },
});

describe('writePairs', () => {
  it('pairs X_prepare_Y with X_apply_Y only when both are listed', () => {
    const pairs = writePairs(
      named(
        'platform_prepare_campaign_status_change',
        'platform_apply_campaign_status_change',
        'a_prepare_b',
        'c_apply_d',
      ),
    );
    expect([...pairs]).toEqual([
      ['platform_prepare_campaign_status_change', 'platform_apply_campaign_status_change'],
    ]);
    expect(isPairedApply('platform_apply_campaign_status_change', pairs)).toBe(true);
    expect(isPairedApply('c_apply_d', pairs)).toBe(false);
  });

  it('leaves a pair whose arguments are not a status change to the generic confirm path', () => {
    const tools = [
      { name: 'docs_prepare_upload', inputSchema: schema('file', 'folder') },
      { name: 'docs_apply_upload', inputSchema: schema('file', 'folder', 'approval') },
      // A prepare that takes a status change, but an apply without approval or key.
      { name: 'x_prepare_status_change', inputSchema: PREPARE_SCHEMA },
      { name: 'x_apply_status_change', inputSchema: schema('cids', 'status') },
      ...named('platform_prepare_campaign_status_change', 'platform_apply_campaign_status_change'),
    ];
    const pairs = writePairs(tools);
    expect([...pairs.keys()]).toEqual(['platform_prepare_campaign_status_change']);
    expect(isPairedApply('docs_apply_upload', pairs)).toBe(false);
    expect(isPairedApply('x_apply_status_change', pairs)).toBe(false);
  });
});

describe('isReadOnly', () => {
  it('trusts only an explicit readOnlyHint: true', () => {
    expect(isReadOnly({ annotations: { readOnlyHint: true } })).toBe(true);
    expect(isReadOnly({ annotations: { readOnlyHint: false } })).toBe(false);
    expect(isReadOnly({})).toBe(false);
  });
});

describe('readPrepared / describeChange / applyArguments', () => {
  it('reads a diff with its fingerprint and names the change', () => {
    const outcome = readPrepared(success(prepared));
    expect(outcome).toMatchObject({ kind: 'change', fingerprint: 'fp-1' });
    expect(describeChange(prepared)).toBe(
      'Pause 2 campaigns: 10002 Foo (Active → Paused), 10004 Bar (Active → Paused)',
    );
    expect(
      applyArguments({ cids: [10002, 10004], status: 'paused' }, 'fp-1', 'k'.repeat(16)),
    ).toEqual({
      cids: [10002, 10004],
      status: 'paused',
      approval: 'fp-1',
      idempotencyKey: 'k'.repeat(16),
    });
  });

  it('a null approval is nothing to change', () => {
    expect(readPrepared(success({ ...prepared, diff: [], approval: null })).kind).toBe('nothing');
  });

  it('a tool error is a refusal with its status and code', () => {
    const result: CallToolResult = {
      isError: true,
      content: [{ type: 'text', text: 'no' }],
      structuredContent: {
        status: 'error',
        error: { status: 409, code: 'state_changed', message: 'changed' },
      },
    };
    expect(readPrepared(result)).toMatchObject({ kind: 'refused', error: { status: 409 } });
    expect(readApplied(result)).toMatchObject({
      kind: 'refused',
      error: { code: 'state_changed' },
    });
  });
});

describe('checkVerification', () => {
  const verification = {
    tool: 'platform_get_campaigns' as const,
    arguments: { cids: [1, 2, 3] },
    expect: { status: 3, statusName: 'Paused' },
  };
  const campaign = (cid: number, status: number, statusName: string) => ({
    cid,
    name: `C${cid}`,
    status,
    statusName,
    type: 1,
    typeName: 'T',
    payout: 1,
    dailyBudget: 1,
    totalBudget: 0,
  });

  it('confirms when every campaign shows the expected status', () => {
    const report = checkVerification(
      verification,
      success({ campaigns: [1, 2, 3].map((cid) => campaign(cid, 3, 'Paused')), notFound: [] }),
    );
    expect(report).toMatchObject({ confirmed: true, mismatched: [], missing: [] });
  });

  it('names the campaigns that do not match or were not read back', () => {
    const report = checkVerification(
      verification,
      success({ campaigns: [campaign(1, 3, 'Paused'), campaign(2, 1, 'Active')], notFound: [3] }),
    );
    expect(report.confirmed).toBe(false);
    expect(report.mismatched).toEqual([{ cid: 2, name: 'C2', statusName: 'Active' }]);
    expect(report.missing).toEqual([3]);
  });
});
