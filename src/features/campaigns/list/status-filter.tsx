import { CAMPAIGN_STATUSES, STATUS_NAMES, type CampaignStatus } from '@contract/campaigns';
import { SelectField } from '@/components/ui/select-field';
import { usePendingValue } from '@/lib/use-pending-value';

const ALL = '';
const OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((status) => ({ value: status, label: STATUS_NAMES[status] })),
] as const;

/** "Status": all, or one of the contract's five statuses. */
export function StatusFilter({
  value: committed,
  onChange,
}: {
  value: CampaignStatus | undefined;
  onChange: (status: CampaignStatus | undefined) => void;
}) {
  // The choice shows at once, not when the router has committed the URL.
  const [value, setValue] = usePendingValue(committed, Object.is);
  return (
    <SelectField<CampaignStatus | typeof ALL>
      label="Status"
      value={value ?? ALL}
      options={OPTIONS}
      onChange={(chosen) => {
        const status = chosen === ALL ? undefined : chosen;
        setValue(status);
        onChange(status);
      }}
    />
  );
}
