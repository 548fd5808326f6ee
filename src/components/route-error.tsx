import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { errorMessage } from '@/lib/code-load-error';

/** Fallback for a route whose loader or component threw. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = errorMessage(error, 'Something went wrong.');
  return (
    <div className="space-y-4">
      <Alert tone="error" title="This page could not be shown">
        {message}
      </Alert>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </div>
  );
}
