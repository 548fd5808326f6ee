import { verifyMemberToken } from '../../auth/member-token';
import type { Member } from '../../http/app-env';
import type { OAuthContext } from './oauth-context';

export type SignIn = { ok: true; member: Member } | { ok: false; message: string };

/**
 * Who answers Allow on the consent page: the member of a pasted member access
 * token or, in demo mode only, the member picked from the list. The account
 * must belong to this origin's tenant.
 */
export async function signInMember(
  ctx: OAuthContext,
  form: URLSearchParams,
  tenant: string,
): Promise<SignIn> {
  const token = form.get('member_token')?.trim();
  if (token) {
    const check = await verifyMemberToken(ctx.env.jwtSecret, token);
    if (!check.ok)
      return {
        ok: false,
        message:
          check.reason === 'expired'
            ? 'This member access token has expired. Sign in to the dashboard again to get a new one.'
            : 'This member access token is not valid.',
      };
    if (check.claims.tenant !== tenant)
      return {
        ok: false,
        message: `This member access token belongs to another tenant's account. Sign in with an account of ${ctx.tenants.name(tenant)}.`,
      };
    return memberOf(ctx, check.claims.uid, tenant);
  }
  const picked = form.get('member');
  if (ctx.env.demo && picked && /^\d+$/.test(picked)) return memberOf(ctx, Number(picked), tenant);
  return {
    ok: false,
    message: ctx.env.demo
      ? 'Choose a demo member or paste a member access token to allow access.'
      : 'Paste a member access token to allow access.',
  };
}

function memberOf(ctx: OAuthContext, uid: number, tenant: string): SignIn {
  const member = ctx.identities.member(uid);
  if (!member || member.tenant !== tenant)
    return {
      ok: false,
      message: `There is no such member account at ${ctx.tenants.name(tenant)}.`,
    };
  return { ok: true, member };
}
