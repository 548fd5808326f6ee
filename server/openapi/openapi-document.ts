import { buildComponentSchemas, type ComponentName } from './component-schemas';
import { componentRef, toSchema, type JsonSchema } from './json-schema';
import { CidParamSchema } from './query-schemas';
import { OPERATIONS, type OperationSpec } from './operations';

/** The OpenAPI document as plain JSON (what GET /api/v1/openapi.json answers). */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
};

const json = (id: ComponentName) => ({
  'application/json': { schema: componentRef(id) },
});

const ERROR_STATUS_NAMES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  412: 'Precondition failed',
  413: 'Payload too large',
  422: 'Unprocessable content',
};

function parameters(op: OperationSpec): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  if (op.pathCid) {
    out.push({ name: 'cid', in: 'path', required: true, schema: toSchema(CidParamSchema) });
  }
  if (op.etag === 'ifMatch') {
    out.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The ETag of the read the body was built on; absent = no precondition',
      schema: { type: 'string' },
    });
  }
  if (op.query) {
    const query = toSchema(op.query);
    const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      // Arrays repeat the parameter (?types=1&types=3): OpenAPI's form/explode default, said outright.
      const array = schema.type === 'array' ? { style: 'form', explode: true } : {};
      out.push({ name, in: 'query', required: required.has(name), schema, ...array });
    }
  }
  return out;
}

function responses(op: OperationSpec): Record<string, unknown> {
  const ok = op.ok.csv
    ? { ...json(op.ok.json), 'text/csv': { schema: { type: 'string' } } }
    : json(op.ok.json);
  const etag = op.etag
    ? {
        headers: {
          ETag: { description: "The stored campaign's entity tag", schema: { type: 'string' } },
        },
      }
    : {};
  const out: Record<string, unknown> = {
    '200': { description: op.ok.description, ...etag, content: ok },
  };
  for (const [status, cause] of Object.entries(op.errors)) {
    const challenge =
      status === '401' && op.auth === 'member'
        ? { headers: { 'WWW-Authenticate': { schema: { type: 'string' } } } }
        : {};
    out[status] = {
      description: `${ERROR_STATUS_NAMES[Number(status)]}: ${cause}`,
      ...challenge,
      content: json('ErrorBody'),
    };
  }
  return out;
}

function operation(op: OperationSpec): Record<string, unknown> {
  const params = parameters(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    security: op.auth === 'member' ? [{ memberBearer: [] }] : [{ publisherKey: [op.auth] }],
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(op.body) } } : {}),
    responses: responses(op),
  };
}

/**
 * The advertiser and publisher REST API as OpenAPI 3.1, built from the contract's
 * zod schemas (docs/decisions/024-openapi-document-and-fuzz.md). Paths are full
 * paths from the origin, since the two APIs live under different bases.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  return {
    openapi: '3.1.1',
    info: {
      title: 'adpanel reference API',
      version: '1.0.0',
      description:
        'Advertiser campaign management (/api/v1) and publisher reporting (/pub). ' +
        'Every response uses the envelope {status, message, data}; failures answer ErrorBody.',
      // The product is not open source; the document says so rather than leave it open.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      {
        name: 'Advertiser campaigns',
        description:
          'The campaign list, the complete campaign read and write, and bulk status changes of a member (member access token).',
      },
      {
        name: 'Publisher reports',
        description:
          'XML traffic statistics and the Search report of a publisher, as JSON or CSV (publisher API key as the token parameter).',
      },
    ],
    paths,
    components: {
      schemas: buildComponentSchemas(),
      securitySchemes: {
        memberBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Member access token; a publisher API key is refused',
        },
        publisherKey: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'Publisher API key; each report needs its scope',
        },
      },
    },
  };
}

export interface DocumentedOperation {
  path: string;
  method: string;
  operation: {
    operationId: string;
    parameters?: Record<string, unknown>[];
    requestBody?: unknown;
    responses: Record<string, unknown>;
  };
}

/** Every operation of a document, in document order: what the tests and the fuzz loop over. */
export function listOperations(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as DocumentedOperation['operation'],
    })),
  );
}
