import { z } from 'zod';
import { McpFlowError } from '../types';
import { describeServer, readJson, send, serverSaid, type FetchFn } from './oauth-http';

export const CLIENT_NAME = 'adpanel MCP console';

const RegisteredClientSchema = z.looseObject({
  client_id: z.string().min(1),
  redirect_uris: z.array(z.string()).optional(),
});

/**
 * RFC 7591 dynamic registration as the contract's public client: no secret,
 * exactly one redirect URI, the code grant with refresh tokens.
 */
export async function registerPublicClient(opts: {
  registrationEndpoint: string | undefined;
  redirectUri: string;
  fetch: FetchFn;
}): Promise<{ clientId: string }> {
  const step = 'registration';
  if (!opts.registrationEndpoint)
    throw new McpFlowError(
      step,
      'the authorization server offers no dynamic registration (registration_endpoint is missing)',
    );
  const res = await send(opts.fetch, opts.registrationEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      client_name: CLIENT_NAME,
      redirect_uris: [opts.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  const body = await readJson(res);
  if (!res.ok) {
    const said = serverSaid(res.status, body);
    throw new McpFlowError(step, `registration was refused: ${describeServer(said)}`, said);
  }
  const parsed = RegisteredClientSchema.safeParse(body);
  if (!parsed.success) throw new McpFlowError(step, 'the registration answer has no client_id');
  const uris = parsed.data.redirect_uris;
  // A server that registered another URI would send the code elsewhere.
  if (uris && !uris.includes(opts.redirectUri))
    throw new McpFlowError(
      step,
      `the server registered ${uris.join(', ')} instead of ${opts.redirectUri}`,
    );
  return { clientId: parsed.data.client_id };
}
