import { WhoamiArgsSchema, WhoamiDataSchema, type WhoamiData } from '@contract/mcp';
import { catalogueCounts } from './catalogue';
import { defineTool } from './define-tool';
import { success } from './tool-result';

export const whoamiTool = defineTool({
  name: 'platform_whoami',
  title: 'Who am I',
  description:
    'Reports who this connection acts for: the tenant, the member (identity type, uid, role), ' +
    'how it signed in, the enabled modules, the granted scopes, when the token expires, and how ' +
    'many tools, resources and prompts are available out of the whole catalogue. A tool that is ' +
    'missing from tools/list is missing because a module or scope is; this tells you which. ' +
    'Changes nothing.',
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  args: WhoamiArgsSchema,
  data: WhoamiDataSchema,
  run(_args, ctx) {
    const { principal, account } = ctx;
    const data: WhoamiData = {
      tenant: { id: account.id, name: account.name },
      identity: {
        type: principal.identityType,
        uid: principal.member.uid,
        name: principal.member.name,
        role: 'advertiser',
        authMethod: principal.authMethod,
      },
      clientId: principal.clientId,
      modules: account.modules,
      scopes: principal.scopes,
      tokenExpiresAt: new Date(principal.expiresAt * 1000).toISOString(),
      counts: catalogueCounts(ctx.grant),
    };
    const { tools } = data.counts;
    return success(
      `${principal.member.name} (uid ${principal.member.uid}) of ${account.name}; scopes ${principal.scopes.join(' ')}; ${tools.available} of ${tools.catalog} tools available.`,
      data,
    );
  },
});
