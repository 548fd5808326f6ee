import type Database from 'better-sqlite3';
import type { IdentitiesRepository } from '../auth/identities.repository';
import type { Env } from '../env';

/**
 * What the MCP origin's routes (OAuth server, bearer check, tools) are built on.
 * Its own file, below mcp-app.ts, so the routes do not import the app that
 * mounts them (that import closed a 25-file circle).
 */
export type McpDeps = {
  db: Database.Database;
  env: Env;
  identities: IdentitiesRepository;
};
