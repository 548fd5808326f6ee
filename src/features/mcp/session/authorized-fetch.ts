import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { refusalOf } from './http-refusal';
import type { TokenKeeper } from './token-keeper';

/**
 * The transport's fetch (no authProvider, decision 019): the bearer goes in
 * the Authorization header only, a 401 is answered by one refresh and one
 * retry, and refusals the page acts on are thrown as McpHttpFailure, which
 * reaches the caller of the SDK client unchanged.
 */
export function createAuthorizedFetch(keeper: TokenKeeper, fetchFn: FetchLike): FetchLike {
  const send = (url: string | URL, init: RequestInit | undefined, bearer: string | undefined) => {
    const headers = new Headers(init?.headers);
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    else headers.delete('Authorization');
    return fetchFn(url, { ...init, headers });
  };

  return async (url, init) => {
    let bearer = await keeper.bearer();
    let res = await send(url, init, bearer);
    // The body is a string the SDK built: the request can be sent again as is.
    if (
      res.status === 401 &&
      bearer !== undefined &&
      (await keeper.renewAfterUnauthorized(bearer))
    ) {
      await res.body?.cancel().catch(() => {});
      bearer = keeper.current().accessToken;
      res = await send(url, init, bearer);
    }
    const refusal = await refusalOf(res, keeper.current());
    if (refusal) throw refusal;
    return res;
  };
}
