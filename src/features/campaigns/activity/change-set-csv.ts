import { toCsv } from '@contract/csv';
import { CHANGE_KIND_LABELS, type ChangeSet } from '../write/change-log/change-set';
import { OUTCOME_WORDS } from '../write/change-log/outcome-words';

const HEADER = [
  'Time',
  'Kind',
  'Change',
  'Campaign ID',
  'Campaign',
  'Outcome',
  'Detail',
  'Field',
  'Before',
  'After',
];

/**
 * A change set as CSV (contract/csv.ts: formula-safe): one line per changed
 * field, one line for a campaign without fields. Values are the wire values;
 * lists and objects as JSON.
 */
export function changeSetCsv(set: ChangeSet): string {
  const head = [set.at, CHANGE_KIND_LABELS[set.kind], set.summary];
  const rows = set.campaigns.flatMap((campaign) => {
    const who = [
      campaign.cid,
      campaign.name,
      OUTCOME_WORDS[campaign.outcome],
      campaign.detail ?? '',
    ];
    if (campaign.fields.length === 0) return [[...head, ...who, '', '', '']];
    return campaign.fields.map((field) => [
      ...head,
      ...who,
      field.label,
      field.before,
      field.after,
    ]);
  });
  return toCsv(HEADER, rows);
}

export function changeSetFilename(set: ChangeSet): string {
  return `change-set_${set.at.slice(0, 16).replace(/[T:]/g, '-')}_${set.id}.csv`;
}
