import { useId } from 'react';
import { CAMPAIGN_STATUSES, STATUS_NAMES, type CampaignStatus } from '@contract/campaigns';
import { Select } from '@/components/ui/select';
import { usePendingValue } from '@/lib/use-pending-value';

/** "Status": all, or one of the contract's five statuses. */
export function StatusFilter({
  value: committed,
  onChange,
}: {
  value: CampaignStatus | undefined;
  onChange: (status: CampaignStatus | undefined) => void;
}) {
  const id = useId();
  // The choice shows at once, not when the router has committed the URL.
  const [value, setValue] = usePendingValue(committed, Object.is);
  const choose = (status: CampaignStatus | undefined) => {
    setValue(status);
    onChange(status);
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Status
      </label>
      <Select
        id={id}
        className="mt-1.5"
        value={value === undefined ? '' : String(value)}
        onChange={(event) =>
          choose(
            event.target.value === '' ? undefined : (Number(event.target.value) as CampaignStatus),
          )
        }
      >
        <option value="">All statuses</option>
        {CAMPAIGN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_NAMES[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
