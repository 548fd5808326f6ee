import { z } from 'zod';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  PROTECTED_RESOURCE_METADATA_PATH,
} from '../../../../contract/mcp';
import { McpFlowError } from '../types';
import { describeServer, readJson, send, serverSaid, type FetchFn } from './oauth-http';

/**
 * Discovery (RFC 9728, then RFC 8414) with the checks the SDK leaves out
 * (FINDINGS §1): the resource and the issuer must be exactly what we asked
 * for, S256 must be offered, and every endpoint comes from the metadata.
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
  return { kind: 'found', authorizationServer: parsed.data.authorization_servers[0] ?? '' };
}

/** RFC 8414 §3.1: the well-known segment goes between the host and the issuer's path. */
export function authorizationServerMetadataUrl(issuer: string): string {
  const url = new URL(issuer);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.origin}${AUTHORIZATION_SERVER_METADATA_PATH}${path}`;
}

export async function readAuthorizationServer(
  issuerUrl: string,
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
