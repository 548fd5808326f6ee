import { Hono } from 'hono';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * GET {base_url}/openapi.json, without credentials: the document is public, like
 * the contract it describes. Built on first request, then served from memory.
 */
export function openApiRoutes() {
  let document: OpenApiDocument | undefined;
  return new Hono().get('/openapi.json', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
}
