import type {
  McpModule,
  McpPromptName,
  McpResourceUri,
  McpScope,
  McpToolName,
} from '@contract/mcp';

/**
 * Who may see what: every tool, resource and prompt of POST /mcp with the
 * module the tenant must have enabled (null: always there) and the scope the
 * token must carry. The visible set is computed from this on every request,
 * so tools/list differs between a read-only and a write token, and between
 * tenants (globex has no campaign_status module: it never sees the status
 * tools, whatever the token). Implementations live in tools.ts,
 * resources.ts and prompts.ts, keyed by the same names.
 */
interface Requirement {
  module: McpModule | null;
  scope: McpScope;
}

export type CatalogueEntry =
  | (Requirement & { kind: 'tool'; name: McpToolName })
  | (Requirement & { kind: 'resource'; name: McpResourceUri })
  | (Requirement & { kind: 'prompt'; name: McpPromptName });
export type CatalogueKind = CatalogueEntry['kind'];

export const CATALOGUE: readonly CatalogueEntry[] = [
  { kind: 'tool', name: 'platform_whoami', module: null, scope: 'platform:read' },
  { kind: 'tool', name: 'platform_list_campaigns', module: 'campaigns', scope: 'platform:read' },
  { kind: 'tool', name: 'platform_get_campaigns', module: 'campaigns', scope: 'platform:read' },
  {
    kind: 'tool',
    name: 'platform_prepare_campaign_status_change',
    module: 'campaign_status',
    scope: 'platform:write',
  },
  {
    kind: 'tool',
    name: 'platform_apply_campaign_status_change',
    module: 'campaign_status',
    scope: 'platform:write',
  },
  {
    kind: 'resource',
    name: 'adpanel://account/campaign-types',
    module: 'campaigns',
    scope: 'platform:read',
  },
  {
    kind: 'resource',
    name: 'adpanel://guides/write-rules',
    module: 'campaign_status',
    scope: 'platform:write',
  },
  { kind: 'prompt', name: 'review_campaigns', module: 'campaigns', scope: 'platform:read' },
  {
    kind: 'prompt',
    name: 'change_campaign_status',
    module: 'campaign_status',
    scope: 'platform:write',
  },
];

/** What a request brings: the tenant's enabled modules and the token's scopes. */
export interface Grant {
  modules: readonly string[];
  scopes: readonly McpScope[];
}

/** Why an entry is hidden: the missing module and/or the missing scope. */
export type Access =
  { allowed: true } | { allowed: false; requiredModule?: McpModule; requiredScope?: McpScope };

export function accessTo(entry: CatalogueEntry, grant: Grant): Access {
  const moduleMissing = entry.module !== null && !grant.modules.includes(entry.module);
  const scopeMissing = !grant.scopes.includes(entry.scope);
  if (!moduleMissing && !scopeMissing) return { allowed: true };
  return {
    allowed: false,
    ...(moduleMissing && entry.module !== null && { requiredModule: entry.module }),
    ...(scopeMissing && { requiredScope: entry.scope }),
  };
}

export function findEntry<K extends CatalogueKind>(
  kind: K,
  name: string,
): Extract<CatalogueEntry, { kind: K }> | undefined {
  return CATALOGUE.find(
    (e): e is Extract<CatalogueEntry, { kind: K }> => e.kind === kind && e.name === name,
  );
}

export function visibleEntries<K extends CatalogueKind>(
  kind: K,
  grant: Grant,
): Extract<CatalogueEntry, { kind: K }>[] {
  return CATALOGUE.filter(
    (e): e is Extract<CatalogueEntry, { kind: K }> => e.kind === kind && accessTo(e, grant).allowed,
  );
}

/** available/catalog per kind, as platform_whoami reports them. */
export function catalogueCounts(grant: Grant) {
  const count = (kind: CatalogueKind) => ({
    available: visibleEntries(kind, grant).length,
    catalog: CATALOGUE.filter((e) => e.kind === kind).length,
  });
  return { tools: count('tool'), resources: count('resource'), prompts: count('prompt') };
}
