import type { CampaignEditData } from '@contract/campaigns';
import type { FieldChange } from '@/features/campaigns/model/form-model';
import { formatValue } from '@/features/campaigns/model/format-value';

/** "Bid: 0.5 → 0.55", one line per field, plus the notes (clamped, skipped changes). */
export function ChangeList({
  changes,
  read,
  notes = [],
}: {
  changes: readonly FieldChange[];
  read: CampaignEditData | undefined;
  notes?: readonly string[];
}) {
  const data = read ?? { campaign: {}, campaign_types: {}, settings: {} };
  return (
    <ul className="space-y-0.5">
      {changes.map((change) => (
        <li key={change.key}>
          <span className="font-medium">{change.label}:</span>{' '}
          {formatValue(change.key, change.before, data as CampaignEditData)} →{' '}
          {formatValue(change.key, change.after, data as CampaignEditData)}
        </li>
      ))}
      {notes.map((note) => (
        <li key={note} className="text-amber-800 dark:text-amber-300">
          {note}
        </li>
      ))}
    </ul>
  );
}
