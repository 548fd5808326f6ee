import { effectiveScopes } from '@contract/mcp';
import type { McpDeps } from '../mcp-deps';
import type { CustomerOrigin, McpPrincipal } from '../mcp-env';
import { createCampaignStatusRepository } from '../../routes/campaigns/campaign-status.repository';
import { createCampaignsRepository } from '../../routes/campaigns/campaigns.repository';
import { createApprovalsRepository } from './approvals.repository';
import { createCampaignSnapshotsRepository } from './campaign-snapshots.repository';
import type { Grant } from './catalogue';

/** Repositories of the tools, built once per router (prepared statements are reused). */
export function createToolServices(deps: McpDeps) {
  const accountStmt = deps.db.prepare<[string], { id: string; name: string; modules: string }>(
    'SELECT id, name, modules FROM tenants WHERE id = ?',
  );
  return {
    identities: deps.identities,
    campaigns: createCampaignsRepository(deps.db),
    // The same status writes as PUT /login/campaigns/update-status.
    statuses: createCampaignStatusRepository(deps.db),
    snapshots: createCampaignSnapshotsRepository(deps.db),
    approvals: createApprovalsRepository(deps.db),
    /** The tenant with its enabled modules, read on every request: enabling one needs no restart. */
    account(tenant: string): Account {
      const row = accountStmt.get(tenant);
      if (!row) throw new Error(`Tenant ${tenant} is missing`);
      const modules = JSON.parse(row.modules) as unknown;
      return {
        id: row.id,
        name: row.name,
        modules: Array.isArray(modules)
          ? modules.filter((m): m is string => typeof m === 'string')
          : [],
      };
    },
  };
}
export type ToolServices = ReturnType<typeof createToolServices>;

export interface Account {
  id: string;
  name: string;
  modules: string[];
}

/** Everything a handler of one POST /mcp may use. */
export interface ToolContext {
  services: ToolServices;
  principal: McpPrincipal;
  customer: CustomerOrigin;
  account: Account;
  grant: Grant;
  /** The member's uid: every query of a tool is scoped by it. */
  uid: number;
}

export function createToolContext(
  services: ToolServices,
  principal: McpPrincipal,
  customer: CustomerOrigin,
): ToolContext {
  const account = services.account(principal.tenant);
  return {
    services,
    principal,
    customer,
    account,
    grant: { modules: account.modules, scopes: effectiveScopes(principal.scopes) },
    uid: principal.member.uid,
  };
}
