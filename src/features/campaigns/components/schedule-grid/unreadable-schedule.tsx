/**
 * Shown instead of the grid when the schedule is not 168 known on/off values:
 * nothing is editable, so the form keeps sending the value it read, untouched.
 */
export function UnreadableSchedule({
  label,
  describedBy,
}: {
  label: string;
  describedBy?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">This schedule has an unexpected shape and is kept unchanged</p>
      <p className="mt-1">
        It is not 7 days of 24 hourly on/off values, so it cannot be edited here and is left exactly
        as it was.
      </p>
    </div>
  );
}
