/**
 * Stands in for the SDK's ajv-provider.js in production builds (vite.config.ts
 * aliases it): the Client imports ajv statically even when given another
 * validator, and ajv both weighs ~31 KB gzip and needs `new Function`, which
 * our CSP forbids (decision 019). Never imported directly.
 */
export { CfWorkerJsonSchemaValidator as AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
