// Loaded with `node --import` into the conformance CLI, which has no option for
// credentials: every HTTP request it makes to CONFORMANCE_ORIGIN carries
// `Authorization: Bearer $CONFORMANCE_BEARER`, so the suite reaches our
// OAuth-protected /mcp like any authorized client would.
//
// The suite sends requests two ways: the SDK's transport through global fetch,
// and raw probes (dns-rebinding-protection) through undici's request(). Both go
// through undici's global dispatcher (Node's fetch reads the same global), so
// one interceptor there covers both. Requests to any other origin are left as
// they are.
import { createRequire } from 'node:module';
import process from 'node:process';
import { URL } from 'node:url';

const token = process.env.CONFORMANCE_BEARER;
const origin = process.env.CONFORMANCE_ORIGIN;
if (!token || !origin) throw new Error('CONFORMANCE_BEARER and CONFORMANCE_ORIGIN must be set');

// The undici the CLI imports, whatever the project's own dependencies hold.
const require = createRequire(import.meta.url);
const fromCli = createRequire(require.resolve('@modelcontextprotocol/conformance/dist/index.js'));
const { Agent, setGlobalDispatcher } = fromCli('undici');

const AUTHORIZATION = 'authorization';
const value = `Bearer ${token}`;
const isAuthorization = (name) => String(name).toLowerCase() === AUTHORIZATION;

/** Headers come as an object, a flat [name, value, …] array or [name, value] pairs. */
function withBearer(headers) {
  if (headers == null) return { [AUTHORIZATION]: value };
  if (typeof headers[Symbol.iterator] === 'function') {
    const list = [...headers];
    if (list.length > 0 && Array.isArray(list[0])) {
      return list.some(([name]) => isAuthorization(name))
        ? list
        : [...list, [AUTHORIZATION, value]];
    }
    for (let i = 0; i < list.length; i += 2) if (isAuthorization(list[i])) return list;
    return [...list, AUTHORIZATION, value];
  }
  if (Object.keys(headers).some(isAuthorization)) return headers;
  return { ...headers, [AUTHORIZATION]: value };
}

setGlobalDispatcher(
  new Agent().compose((dispatch) => (options, handler) => {
    const target = new URL(String(options.origin)).origin;
    if (target !== origin) return dispatch(options, handler);
    return dispatch({ ...options, headers: withBearer(options.headers) }, handler);
  }),
);
