import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  ApplyStatusChangeDataSchema,
  GetCampaignsDataSchema,
  McpToolErrorSchema,
  PrepareStatusChangeDataSchema,
  type ApplyStatusChangeData,
  type McpToolError,
  type PrepareStatusChangeData,
} from '@contract/mcp';
import { isJsonObject } from './results/json-text';

/**
 * The contract's write rules as pure functions of tool listings and results:
 * which tools form a prepare/apply pair, what a prepared change says, and
 * whether the verification read confirms it. The page and its hooks decide
 * when to call what; nothing here talks to a server.
 */

const PAIR = /^(.+)_prepare_(.+)$/;

type Listed = Pick<Tool, 'name' | 'inputSchema'>;

// What readPrepared/readApplied understand: a status change of campaigns, prepared from
// {cids, status} and applied with the same request plus the approval and a key.
const PREPARE_ARGUMENTS = ['cids', 'status'];
const APPLY_ARGUMENTS = [...PREPARE_ARGUMENTS, 'approval', 'idempotencyKey'];

/** Whether the tool takes every one of these arguments. */
const takes = (tool: Listed, names: string[]) =>
  names.every((name) => Object.hasOwn(tool.inputSchema.properties ?? {}, name));

/**
 * prepare tool name → apply tool name, for every pair whose both halves are
 * listed and whose shape the console reads (a status change). Any other pair
 * is two ordinary tools: the apply half, which does not say it is read-only,
 * is then sent only after the generic confirmation of its arguments.
 */
export function writePairs(tools: readonly Listed[]): Map<string, string> {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const pairs = new Map<string, string>();
  for (const [name, prepare] of byName) {
    const match = PAIR.exec(name);
    if (!match) continue;
    const apply = byName.get(`${match[1]}_apply_${match[2]}`);
    if (apply && takes(prepare, PREPARE_ARGUMENTS) && takes(apply, APPLY_ARGUMENTS))
      pairs.set(name, apply.name);
  }
  return pairs;
}

/** The apply half of a pair is never a free form: it runs only after a confirmed prepare. */
export function isPairedApply(name: string, pairs: ReadonlyMap<string, string>): boolean {
  return [...pairs.values()].includes(name);
}

/** Only an explicit readOnlyHint: true counts; a tool that says nothing may change data. */
export function isReadOnly(tool: Pick<Tool, 'annotations'>): boolean {
  return tool.annotations?.readOnlyHint === true;
}

/** The {status:'error', error} structured content of a failed call, when it has one. */
export function toolError(result: CallToolResult): McpToolError | undefined {
  const content = result.structuredContent;
  if (!content || content.status !== 'error') return undefined;
  return McpToolErrorSchema.safeParse(content.error).data;
}

/** Text of a failed call without structured content (e.g. a server nobody here wrote). */
export function resultText(result: CallToolResult): string {
  // Items as a foreign server sent them (mcp-session.ts callTool): any may be no object.
  return (result.content as unknown[])
    .flatMap((block) =>
      isJsonObject(block) && block.type === 'text' && typeof block.text === 'string'
        ? [block.text]
        : [],
    )
    .join('\n')
    .trim();
}

function successData(result: CallToolResult): unknown {
  const content = result.structuredContent;
  return content?.status === 'success' ? content.data : undefined;
}

export type PrepareOutcome =
  | { kind: 'change'; data: PrepareStatusChangeData; fingerprint: string }
  | { kind: 'nothing'; data: PrepareStatusChangeData }
  | { kind: 'refused'; error: McpToolError | undefined; text: string }
  | { kind: 'unreadable'; text: string };

export function readPrepared(result: CallToolResult): PrepareOutcome {
  if (result.isError)
    return { kind: 'refused', error: toolError(result), text: resultText(result) };
  const parsed = PrepareStatusChangeDataSchema.safeParse(successData(result));
  if (!parsed.success) return { kind: 'unreadable', text: resultText(result) };
  const { data } = parsed;
  if (data.approval === null || data.diff.length === 0) return { kind: 'nothing', data };
  return { kind: 'change', data, fingerprint: data.approval.fingerprint };
}

export type ApplyOutcome =
  | { kind: 'applied'; data: ApplyStatusChangeData }
  | { kind: 'refused'; error: McpToolError | undefined; text: string }
  | { kind: 'unreadable'; text: string };

export function readApplied(result: CallToolResult): ApplyOutcome {
  if (result.isError)
    return { kind: 'refused', error: toolError(result), text: resultText(result) };
  const parsed = ApplyStatusChangeDataSchema.safeParse(successData(result));
  return parsed.success
    ? { kind: 'applied', data: parsed.data }
    : { kind: 'unreadable', text: resultText(result) };
}

const VERBS: Record<string, string> = {
  active: 'Activate',
  paused: 'Pause',
  suspended: 'Suspend',
  scheduled: 'Schedule',
};

/** "Pause 2 campaigns: 10002 Foo (Active → Paused), 10004 Bar (Active → Paused)". */
export function describeChange(data: PrepareStatusChangeData): string {
  const n = data.diff.length;
  const noun = n === 1 ? 'campaign' : 'campaigns';
  const verb = VERBS[data.request.status];
  const head = verb
    ? `${verb} ${n} ${noun}`
    : `Set ${n} ${noun} to ${data.diff[0]?.to.name ?? data.request.status}`;
  const items = data.diff.map((d) => `${d.cid} ${d.name} (${d.from.name} → ${d.to.name})`);
  return `${head}: ${items.join(', ')}`;
}

/** The arguments of the apply call: exactly what was prepared, plus approval and key. */
export function applyArguments(
  prepared: Record<string, unknown>,
  fingerprint: string,
  idempotencyKey: string,
): Record<string, unknown> {
  return { ...prepared, approval: fingerprint, idempotencyKey };
}

export interface VerificationReport {
  /** Every campaign shows the expected status. */
  confirmed: boolean;
  expectedName: string;
  /** Campaigns that show another status. */
  mismatched: { cid: number; name: string; statusName: string }[];
  /** Campaigns the read did not return. */
  missing: number[];
}

/** Compares the verification read with the apply result's `expect`. */
export function checkVerification(
  verification: ApplyStatusChangeData['verification'],
  result: CallToolResult,
): VerificationReport {
  const expected = verification.expect;
  const base = { expectedName: expected.statusName, mismatched: [], missing: [] };
  const cids = verification.arguments.cids;
  const parsed = result.isError ? undefined : GetCampaignsDataSchema.safeParse(successData(result));
  if (!parsed?.success) return { ...base, confirmed: false, missing: [...cids] };
  const byCid = new Map(parsed.data.campaigns.map((c) => [c.cid, c]));
  const mismatched: VerificationReport['mismatched'] = [];
  const missing: number[] = [];
  for (const cid of cids) {
    const campaign = byCid.get(cid);
    if (!campaign) missing.push(cid);
    else if (campaign.status !== expected.status)
      mismatched.push({ cid, name: campaign.name, statusName: campaign.statusName });
  }
  return {
    ...base,
    confirmed: mismatched.length === 0 && missing.length === 0,
    mismatched,
    missing,
  };
}
