import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './openapi-document';

/** What a check needs of a response: status, media type, and the parsed JSON or the text. */
export interface ReadResponse {
  status: number;
  mediaType: string;
  body: unknown;
}

export async function readResponse(res: Response): Promise<ReadResponse> {
  const mediaType = (res.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await res.text();
  let body: unknown = text;
  if (mediaType === 'application/json') {
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the schema check then reports it, since no JSON schema takes a string body here.
    }
  }
  return { status: res.status, mediaType, body };
}

const DOC_ID = 'urn:adpanel:openapi';
// The document's top-level keys are OpenAPI, not JSON Schema: strict Ajv must be told to skip them.
const OPENAPI_KEYS = ['openapi', 'info', 'servers', 'tags', 'paths', 'components'];
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks real responses against the document with strict Ajv (JSON Schema 2020-12,
 * OpenAPI 3.1's dialect). The whole document is one Ajv schema, so the content
 * schemas' "#/components/schemas/…" references resolve as they do for any reader.
 */
export function createResponseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  for (const key of OPENAPI_KEYS) ajv.addKeyword(key);
  ajv.addSchema({ ...doc, $id: DOC_ID });

  const compiled = new Map<string, ValidateFunction>();
  const validator = (ref: string) => {
    let fn = compiled.get(ref);
    if (!fn) {
      fn = ajv.getSchema(`${DOC_ID}#/${ref}`);
      if (!fn) throw new Error(`Nothing at #/${ref}`);
      compiled.set(ref, fn);
    }
    return fn;
  };

  return {
    /** Compiles a schema of the document by JSON pointer (throws when strict Ajv refuses it). */
    compile: (...parts: string[]) => validator(pointer(...parts)),

    /** Problems of one response of `method path` (the document's path template); [] when it matches. */
    check(path: string, method: string, res: ReadResponse): string[] {
      const responses = doc.paths[path]?.[method]?.responses as
        Record<string, { content?: Record<string, unknown> }> | undefined;
      if (!responses) return [`${method.toUpperCase()} ${path} is not in the document`];
      const documented = responses[String(res.status)];
      if (!documented) return [`status ${res.status} is not documented`];
      if (!documented.content?.[res.mediaType]) {
        return [`media type "${res.mediaType}" is not documented for ${res.status}`];
      }
      const validate = validator(
        pointer(
          'paths',
          path,
          method,
          'responses',
          String(res.status),
          'content',
          res.mediaType,
          'schema',
        ),
      );
      if (validate(res.body)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    },
  };
}

export type ResponseChecker = ReturnType<typeof createResponseChecker>;
