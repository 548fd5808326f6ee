import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/lib/search-schema';
import { keysOf } from '@/lib/search-values';
import { PublicShell } from '../components/public-shell';
import { PageHeader } from '../components/page-header';
import { safeRedirect } from '@/features/auth/safe-redirect';
import { hasAnyCredential } from '../lib/session/credentials-store';
import { useCredentials } from '@/features/auth/use-credentials';
import { useSignIn } from '@/features/auth/use-sign-in';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice';

// Anything but a path of this app is dropped (no open redirect). A dropped one stays
// in the view as undefined (keysOf): the router lays the route's view over the raw
// search, so leaving the key out would let the raw value through.
const SignInSearchSchema = searchSchema<{ redirect?: string }, { redirect?: string }>((raw) =>
  keysOf(raw, { redirect: safeRedirect(raw.redirect) }),
);

export const Route = createFileRoute('/sign-in')({
  validateSearch: SignInSearchSchema,
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  const { config } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const credentials = useCredentials();
  const signIn = useSignIn();

  return (
    <PublicShell>
      <PageHeader
        title="Sign in"
        description="Use a member access token for campaigns, a publisher API key for reports, or both."
      />
      {hasAnyCredential(credentials) ? (
        <SignedInNotice credentials={credentials} continueTo={redirect} />
      ) : null}
      <SignInForm
        signIn={signIn}
        demo={config.demo}
        authMode={config.authMode}
        keepSignedInDefault={credentials.persist}
        onSignedIn={() => navigate({ href: redirect ?? '/', replace: true })}
      />
    </PublicShell>
  );
}
