import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Context } from 'hono';

/**
 * Serves the built dashboard. Hashed files under /assets/ are cached for a
 * year; everything else (index.html, config.json) is revalidated so a new
 * deployment or a changed runtime config is picked up at once. Unknown paths
 * that ask for HTML get index.html: the dashboard routes on the client.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Files answered with a rewritten body, by their path under the root
 * ('config.json'): keyed by the file, so /./config.json is rewritten too.
 */
export type Rewrites = Record<string, (file: Buffer) => Buffer>;

export function serveDashboard(staticDir: string, rewrites: Rewrites = {}) {
  const root = resolve(staticDir);
  const send = (c: Context, body: Buffer, path: string, cache: string) => {
    c.header('Content-Type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
    c.header('Cache-Control', cache);
    return c.req.method === 'HEAD' ? c.body(null) : c.body(new Uint8Array(body));
  };

  return async (c: Context) => {
    const pathname = decoded(c.req.path);
    const target = pathname === undefined ? undefined : resolve(join(root, pathname));
    // resolve() collapses "..": anything that lands outside the root is simply not found.
    const inside = target !== undefined && (target === root || target.startsWith(root + sep));
    const file = inside && target !== root ? await fileAt(target) : undefined;
    if (file && target) {
      const hashed = pathname?.startsWith('/assets/') ?? false;
      const name = relative(root, target).split(sep).join('/');
      const rewrite = Object.hasOwn(rewrites, name) ? rewrites[name] : undefined;
      const body = rewrite ? rewrite(file) : file;
      return send(c, body, target, hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A deep link (no file extension) gets the app whatever its Accept header
    // (curl, link checkers); a missing asset such as /assets/x.js stays a 404
    // instead of answering JavaScript requests with HTML.
    const accept = c.req.header('Accept') ?? '';
    const wantsHtml = accept.includes('text/html') || extname(c.req.path) === '';
    if (!wantsHtml) return c.text('Not found', 404);
    const indexPath = join(root, 'index.html');
    const index = await fileAt(indexPath);
    if (!index) {
      return c.text(
        `The dashboard is not built: run "npm run build" (looked in ${staticDir}/).`,
        503,
      );
    }
    return send(c, index, indexPath, 'no-cache');
  };
}
