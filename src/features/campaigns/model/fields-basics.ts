import { PENDING_STATUS } from '@contract/campaigns';
import { NAME_MAX } from '@contract/campaign-rules';
import { isBlank, wireNumber } from '@contract/rule-values';
import { typeLabel } from './field-context';
import { defineField, type FieldDef } from './field-def';

// The contract requires these on every campaign (rule 1), so they always show.
const always = () => true;

/** The "Basics" section: identity, type, status and bid. */
export const BASICS_FIELDS: readonly FieldDef[] = [
  /** Campaign name; at most NAME_MAX characters (rule 5). */
  defineField({
    key: 'name',
    label: 'Name',
    section: 'basics',
    kind: 'text',
    applies: always,
    hint: () => `At most ${NAME_MAX} characters`,
  }),
  /** The campaign type: an enabled key of campaign_types (rule 3); drives every conditional field. */
  defineField({ key: 'type', label: 'Type', section: 'basics', kind: 'type', applies: always }),
  /**
   * Status 0–4. Pending (0) is the reviewers' state: a member cannot move a
   * campaign out of it, so the control is read-only while the read says 0.
   */
  defineField({
    key: 'status',
    label: 'Status',
    section: 'basics',
    kind: 'status',
    applies: always,
    readOnlyReason: ({ campaign }) =>
      !isBlank(campaign.status) && wireNumber(campaign.status) === PENDING_STATUS
        ? 'Pending campaigns are under review: their status cannot be changed'
        : undefined,
  }),
  /** The bid (payout), within the selected type's minBid..maxBid from the read (rule 4). */
  defineField({
    key: 'payout',
    label: 'Bid',
    section: 'basics',
    kind: 'number',
    applies: always,
    hint: ({ type }) =>
      type && Number.isFinite(type.minBid) && Number.isFinite(type.maxBid)
        ? `Between ${type.minBid} and ${type.maxBid} for ${typeLabel(type)}`
        : undefined,
  }),
];
