import type { LoggedCampaign } from './change-set';
import { loggedFields } from './logged-fields';
import type { ApplyItem } from '../apply-run';
import type { PreviewItem } from '../preview-run';

function failureText(item: { failure: { status: number; message: string } }): string {
  return item.failure.status
    ? `${item.failure.status}: ${item.failure.message}`
    : item.failure.message;
}

/** One applied campaign as the change log keeps it: fields as read before and after. */
export function loggedFromApply(item: ApplyItem): LoggedCampaign {
  const { cid, name } = item;
  switch (item.outcome) {
    case 'verified':
    case 'differs':
      return { cid, name, outcome: item.outcome, fields: loggedFields(item.before, item.readBack) };
    case 'unverified':
    case 'unclear':
      return {
        cid,
        name,
        outcome: item.outcome,
        detail: failureText(item),
        fields: loggedFields(item.before, item.sent),
      };
    case 'failed':
      return { cid, name, outcome: 'failed', detail: failureText(item), fields: [] };
    case 'changed-since':
      return { cid, name, outcome: 'changed-since', fields: [] };
    case 'not-sent':
      return { cid, name, outcome: 'not-sent', fields: [] };
  }
}

/** Campaigns the preview left out (skipped or unreadable), for the same log entry. */
export function loggedFromPreview(item: PreviewItem): LoggedCampaign | undefined {
  if (item.state === 'planned') {
    if (item.plan.kind === 'change') return undefined;
    return {
      cid: item.cid,
      name: item.plan.name,
      outcome: 'skipped',
      detail: item.plan.reason,
      fields: [],
    };
  }
  if (item.state === 'unreadable') {
    return {
      cid: item.cid,
      name: `Campaign ${item.cid}`,
      outcome: 'failed',
      detail: failureText(item),
      fields: [],
    };
  }
  return undefined;
}
