import type { DemoAccounts } from '@contract/demo';
import { isRecord } from '@contract/wire-readers';
import type { AnswerResult, AnswerSchema } from '@/lib/api/answer-schema';

// The reference API's demo accounts (not part of the contract), checked by hand
// rather than with contract/demo.ts's zod schema: the list is on the sign-in page,
// which loads no parser (decision 059). Its test checks both agree.

type Issue = { message: string; path: (string | number)[] };

function check(json: unknown): Issue | undefined {
  if (!isRecord(json) || typeof json.status !== 'string')
    return { message: 'expected an envelope with a status', path: [] };
  if (json.message !== undefined && typeof json.message !== 'string')
    return { message: 'expected text', path: ['message'] };
  const data = json.data;
  if (!isRecord(data) || !Array.isArray(data.members) || !Array.isArray(data.publishers))
    return { message: 'expected members and publishers', path: ['data'] };
  const text = (v: unknown) => typeof v === 'string';
  const note = (v: unknown) => v === undefined || typeof v === 'string';
  const badMember = data.members.findIndex(
    (m: unknown) =>
      !isRecord(m) ||
      !Number.isSafeInteger(m.uid) ||
      !text(m.name) ||
      !text(m.tenant) ||
      typeof m.balance !== 'number' ||
      !Number.isFinite(m.balance) ||
      !note(m.note) ||
      !text(m.token),
  );
  if (badMember >= 0) return { message: 'not a demo member', path: ['data', 'members', badMember] };
  const badPublisher = data.publishers.findIndex(
    (p: unknown) =>
      !isRecord(p) ||
      !text(p.name) ||
      !Array.isArray(p.scopes) ||
      !p.scopes.every(text) ||
      !note(p.note) ||
      !text(p.key),
  );
  if (badPublisher >= 0)
    return { message: 'not a demo publisher', path: ['data', 'publishers', badPublisher] };
  return undefined;
}

/** The demo accounts answer ({status, data: {members, publishers}}), checked. */
export const DemoAccountsAnswer: AnswerSchema<{ data: DemoAccounts }> = {
  '~standard': {
    version: 1,
    vendor: 'adpanel',
    validate(json): AnswerResult<{ data: DemoAccounts }> {
      const issue = check(json);
      if (issue) return { issues: [issue] };
      const { members, publishers } = (json as { data: DemoAccounts }).data;
      const pick = <T extends object>(item: T, keys: (keyof T)[]) =>
        Object.fromEntries(keys.filter((k) => item[k] !== undefined).map((k) => [k, item[k]])) as T;
      return {
        value: {
          data: {
            members: members.map((m) =>
              pick(m, ['uid', 'name', 'tenant', 'balance', 'note', 'token']),
            ),
            publishers: publishers.map((p) => pick(p, ['name', 'scopes', 'note', 'key'])),
          },
        },
      };
    },
  },
};
