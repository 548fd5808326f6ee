/** Placeholder body of an area that a later release fills in. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <p className="rounded-md border border-dashed border-slate-400 p-4 text-slate-700 dark:border-slate-600 dark:text-slate-300">
      {what} is coming in a later release.
    </p>
  );
}
