import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { buildOpenApiDocument, listOperations, type OpenApiDocument } from './openapi-document';
import { createResponseChecker, type ResponseChecker } from './response-checker';

let t: TestApp;
let served: OpenApiDocument;
let checker: ResponseChecker;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  served = (await res.json()) as OpenApiDocument;
  checker = createResponseChecker(served);
});

async function validateOpenApi(doc: unknown) {
  const validator = new Validator();
  const result = await validator.validate(
    structuredClone(doc) as Parameters<Validator['validate']>[0],
  );
  return { ...result, version: validator.version };
}

describe('GET /api/v1/openapi.json', () => {
  it('is served without credentials and is the document the builder makes', () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  // The validator also resolves every $ref: a dangling one makes the document invalid.
  it('validates as OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const result = await validateOpenApi(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
  });

  it('the validator is not a rubber stamp: a response without description fails', async () => {
    const broken = structuredClone(served);
    const read = broken.paths['/api/v1/login/campaigns/{cid}']?.get as {
      responses: Record<string, Record<string, unknown>>;
    };
    delete read.responses['404']?.description;
    expect((await validateOpenApi(broken)).valid).toBe(false);
  });

  it('every component schema compiles with strict Ajv 2020', () => {
    const names = Object.keys(served.components.schemas);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names)
      expect(() => checker.compile('components', 'schemas', name)).not.toThrow();
  });

  it('strict Ajv refuses a schema it does not understand (so the check above means something)', () => {
    const broken = structuredClone(served);
    broken.components.schemas.Broken = { type: 'object', propertiez: {} };
    const checker = createResponseChecker(broken);
    expect(() => checker.compile('components', 'schemas', 'Broken')).toThrow(/unknown keyword/);
  });

  it('every request and response schema resolves and compiles', () => {
    for (const { path, method, operation } of listOperations(served)) {
      if (operation.requestBody) {
        expect(() =>
          checker.compile(
            'paths',
            path,
            method,
            'requestBody',
            'content',
            'application/json',
            'schema',
          ),
        ).not.toThrow();
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const mediaType of Object.keys((response as { content: object }).content)) {
          expect(() =>
            checker.compile(
              'paths',
              path,
              method,
              'responses',
              status,
              'content',
              mediaType,
              'schema',
            ),
          ).not.toThrow();
        }
      }
    }
  });

  it('documents every advertiser and publisher endpoint the app routes, and nothing else', () => {
    const contractRoutes = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/(api\/v1\/login|pub)\//.test(r.path))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = listOperations(served).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(new Set(documented)).toEqual(contractRoutes);
    expect(documented).toHaveLength(6);
  });

  it('describes each error status with the error envelope', () => {
    const statuses = new Set<string>();
    for (const { path, method, operation } of listOperations(served)) {
      for (const status of Object.keys(operation.responses).filter((s) => Number(s) >= 400)) {
        statuses.add(status);
        const problems = checker.check(path, method, {
          status: Number(status),
          mediaType: 'application/json',
          body: { status: 'error', message: 'x', errors: { field: ['y'] } },
        });
        expect(problems, `${method} ${path} ${status}`).toEqual([]);
      }
    }
    expect([...statuses].sort()).toEqual(['400', '401', '402', '403', '404', '412', '413', '422']);
  });
});
