import { z } from 'zod';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  PROTECTED_RESOURCE_METADATA_PATH,
} from '../../../../contract/mcp';
import { NOT_A_VALID_HOST } from '../session/http-refusal';
import { McpFlowError } from '../types';
import { describeServer, readJson, send, serverSaid, type FetchFn } from './oauth-http';

/**
 * Discovery (RFC 9728, then RFC 8414) with the checks the SDK leaves out
 * (FINDINGS §1): the resource and the issuer must be exactly what we asked
 * for, S256 must be offered, and every endpoint comes from the metadata.
 * The contract also ties the authorization server to the verified customer
 * MCP origin ("Issuer and endpoint URLs in metadata use the verified customer
 * MCP origin"): an issuer or endpoint elsewhere is refused, since the
 * console would otherwise send the member's consent, code and refresh
 * tokens to a server the configuration never named.
 */

const HttpUrlSchema = z.url({ protocol: /^https?$/ });

const ProtectedResourceSchema = z.looseObject({
  resource: z.string(),
  authorization_servers: z.array(z.string()).min(1, 'authorization_servers is empty'),
});

const AuthorizationServerSchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: HttpUrlSchema,
  token_endpoint: HttpUrlSchema,
  registration_endpoint: HttpUrlSchema.optional(),
  revocation_endpoint: HttpUrlSchema.optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  authorization_response_iss_parameter_supported: z.boolean().optional(),
});

/** What the console keeps of the authorization server's metadata (also across the redirect). */
export const AuthorizationServerInfoSchema = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  registrationEndpoint: z.string().optional(),
  revocationEndpoint: z.string().optional(),
  /** RFC 9207: when true, the answer must carry `iss`. */
  issParameterSupported: z.boolean(),
});
export type AuthorizationServerInfo = z.infer<typeof AuthorizationServerInfoSchema>;

function problemsOf(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

/** The origin of `url`, or undefined when it is not a URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

async function getJson(fetchFn: FetchFn, url: string) {
  const res = await send(fetchFn, url, { headers: { Accept: 'application/json' } });
  return { res, body: await readJson(res) };
}

export type ProtectedResourceAnswer =
  { kind: 'found'; authorizationServer: string } | { kind: 'absent'; url: string };

/** The PRM of origin + /mcp; `absent` on 404, which may mean "no authorization needed". */
export async function readProtectedResource(
  origin: string,
  resource: string,
  fetchFn: FetchFn,
): Promise<ProtectedResourceAnswer> {
  const step = 'protected-resource-metadata';
  const url = `${origin}${PROTECTED_RESOURCE_METADATA_PATH}`;
  const { res, body } = await getJson(fetchFn, url);
  if (res.status === 404) return { kind: 'absent', url };
  // The first request to the origin: 421 means it is not an MCP host of this account.
  if (res.status === 421) throw new McpFlowError(step, NOT_A_VALID_HOST, serverSaid(421, body));
  if (!res.ok) {
    const said = serverSaid(res.status, body);
    throw new McpFlowError(step, `${url} answered ${describeServer(said)}`, said);
  }
  const parsed = ProtectedResourceSchema.safeParse(body);
  if (!parsed.success)
    throw new McpFlowError(
      step,
      `${url} is not protected-resource metadata: ${problemsOf(parsed.error)}`,
    );
  if (parsed.data.resource !== resource)
    throw new McpFlowError(
      step,
      `the metadata names the resource ${parsed.data.resource}, not ${resource}: refusing to send tokens there`,
    );
  const authorizationServer = parsed.data.authorization_servers[0] ?? '';
  const expected = originOf(origin);
  if (expected === undefined || originOf(authorizationServer) !== expected)
    throw new McpFlowError(
      step,
      `the metadata names the authorization server ${authorizationServer}, which is not on the MCP origin ${expected ?? origin}: refusing to send the member there`,
    );
  return { kind: 'found', authorizationServer };
}

/** RFC 8414 §3.1: the well-known segment goes between the host and the issuer's path. */
export function authorizationServerMetadataUrl(issuer: string): string {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}${AUTHORIZATION_SERVER_METADATA_PATH}${path}`;
}

const ENDPOINTS = [
  'authorization_endpoint',
  'token_endpoint',
  'registration_endpoint',
  'revocation_endpoint',
] as const;

/**
 * The metadata of `issuerUrl`, which must be on `mcpOrigin` (the verified
 * customer MCP origin), as must every endpoint it names.
 */
export async function readAuthorizationServer(
  issuerUrl: string,
  mcpOrigin: string,
  fetchFn: FetchFn,
): Promise<AuthorizationServerInfo> {
  const step = 'authorization-server-metadata';
  let url: string;
  try {
    url = authorizationServerMetadataUrl(issuerUrl);
  } catch {
    throw new McpFlowError(step, `the authorization server "${issuerUrl}" is not a URL`);
  }
  const { res, body } = await getJson(fetchFn, url);
  if (!res.ok) {
    const said = serverSaid(res.status, body);
    throw new McpFlowError(step, `${url} answered ${describeServer(said)}`, said);
  }
  const parsed = AuthorizationServerSchema.safeParse(body);
  if (!parsed.success)
    throw new McpFlowError(
      step,
      `${url} is not authorization-server metadata: ${problemsOf(parsed.error)}`,
    );
  const metadata = parsed.data;
  // RFC 8414 §3.3: otherwise one server could speak for another.
  if (metadata.issuer !== issuerUrl)
    throw new McpFlowError(
      step,
      `the metadata names the issuer ${metadata.issuer}, not ${issuerUrl}`,
    );
  const issuerOrigin = originOf(metadata.issuer);
  const expected = originOf(mcpOrigin);
  if (expected === undefined || issuerOrigin !== expected)
    throw new McpFlowError(
      step,
      `the issuer ${metadata.issuer} is not on the MCP origin ${expected ?? mcpOrigin}: refusing to use this authorization server`,
    );
  for (const field of ENDPOINTS) {
    const endpoint = metadata[field];
    if (endpoint !== undefined && originOf(endpoint) !== issuerOrigin)
      throw new McpFlowError(
        step,
        `the ${field} ${endpoint} is not on the issuer's origin ${issuerOrigin}: refusing to use it`,
      );
  }
  const methods = metadata.code_challenge_methods_supported;
  if (!methods?.includes('S256'))
    throw new McpFlowError(
      step,
      `the authorization server does not offer PKCE S256 (code_challenge_methods_supported: ${methods ? methods.join(', ') || 'empty' : 'missing'})`,
    );
  return {
    issuer: metadata.issuer,
    authorizationEndpoint: metadata.authorization_endpoint,
    tokenEndpoint: metadata.token_endpoint,
    registrationEndpoint: metadata.registration_endpoint,
    revocationEndpoint: metadata.revocation_endpoint,
    issParameterSupported: metadata.authorization_response_iss_parameter_supported === true,
  };
}
