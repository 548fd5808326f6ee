import { Button } from '@/components/ui/button';

/**
 * authMode "session": the member is already signed in to the platform, whose
 * session cookie the API accepts. One click checks it; there is no token.
 */
export function MemberSessionButton({
  onUse,
  disabled,
  error,
}: {
  onUse: () => void;
  disabled: boolean;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Campaigns use your platform member session.
      </p>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={onUse}
        aria-describedby={error ? 'member-session-error' : undefined}
      >
        Use my member session
      </Button>
      {error ? (
        <p
          id="member-session-error"
          role="alert"
          className="text-sm text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
