import type { McpDeps } from '../mcp-deps';
import { createClientsRepository, type ClientsRepository } from './clients.repository';
import {
  createConsentRequestsRepository,
  type ConsentRequestsRepository,
} from './consent-requests.repository';
import { createGrantsRepository, type GrantsRepository } from './grants.repository';
import { createTenantDirectory, type TenantDirectory } from './tenant-directory.repository';

/** Epoch seconds now; injectable so tests can move time. */
export type Clock = () => number;
export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

/** Everything the authorization server's handlers share: deps, repositories and the clock. */
export interface OAuthContext extends McpDeps {
  clients: ClientsRepository;
  consentRequests: ConsentRequestsRepository;
  grants: GrantsRepository;
  tenants: TenantDirectory;
  now: Clock;
}

export function createOAuthContext(deps: McpDeps, now: Clock = systemClock): OAuthContext {
  return {
    ...deps,
    clients: createClientsRepository(deps.db),
    consentRequests: createConsentRequestsRepository(deps.db),
    grants: createGrantsRepository(deps.db),
    tenants: createTenantDirectory(deps.db),
    now,
  };
}
