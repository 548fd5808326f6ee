import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { McpToolName } from '@contract/mcp';

export interface ApprovalRow {
  uid: number;
  tool: string;
  request_sha256: string;
  state_sha256: string;
  expires_at: number;
  used_at: number | null;
}

export interface IdempotencyRow {
  tool: string;
  request_sha256: string;
  /** The first result, as JSON: a retry gets it back byte for byte. */
  result: string;
}

/** Rows older than this are forgotten (expired approvals, idempotency keys): a day is plenty for a retry. */
export const WRITE_STATE_RETENTION_SECONDS = 24 * 60 * 60;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The approvals of prepare/apply and the idempotency records of apply
 * (tables in server/db/schema-mcp-writes.ts). Times are epoch seconds.
 */
export function createApprovalsRepository(db: Database.Database) {
  const insertApproval = db.prepare(
    `INSERT INTO mcp_approvals
       (fingerprint_sha256, uid, tool, request_sha256, state_sha256, created_at, expires_at)
     VALUES (@fingerprint_sha256, @uid, @tool, @request_sha256, @state_sha256, @created_at, @expires_at)`,
  );
  const findApproval = db.prepare<[string], ApprovalRow>(
    `SELECT uid, tool, request_sha256, state_sha256, expires_at, used_at
       FROM mcp_approvals WHERE fingerprint_sha256 = ?`,
  );
  const useApproval = db.prepare(
    'UPDATE mcp_approvals SET used_at = ? WHERE fingerprint_sha256 = ? AND used_at IS NULL',
  );
  const findKey = db.prepare<[number, string], IdempotencyRow>(
    'SELECT tool, request_sha256, result FROM mcp_idempotency WHERE uid = ? AND idempotency_key = ?',
  );
  const insertKey = db.prepare(
    `INSERT INTO mcp_idempotency (uid, idempotency_key, tool, request_sha256, result, created_at)
     VALUES (@uid, @idempotency_key, @tool, @request_sha256, @result, @created_at)`,
  );
  const pruneApprovals = db.prepare('DELETE FROM mcp_approvals WHERE expires_at < ?');
  const pruneKeys = db.prepare('DELETE FROM mcp_idempotency WHERE created_at < ?');

  return {
    /** A new one-time approval; the fingerprint (192 random bits, base64url) is returned once and stored hashed. */
    issue(input: {
      uid: number;
      tool: McpToolName;
      requestSha256: string;
      stateSha256: string;
      now: number;
      ttlSeconds: number;
    }): { fingerprint: string; expiresAt: number } {
      const fingerprint = randomBytes(24).toString('base64url');
      const expiresAt = input.now + input.ttlSeconds;
      insertApproval.run({
        fingerprint_sha256: sha256(fingerprint),
        uid: input.uid,
        tool: input.tool,
        request_sha256: input.requestSha256,
        state_sha256: input.stateSha256,
        created_at: input.now,
        expires_at: expiresAt,
      });
      return { fingerprint, expiresAt };
    },

    find(fingerprint: string): ApprovalRow | undefined {
      return findApproval.get(sha256(fingerprint));
    },

    /** False when another apply used it first. */
    markUsed(fingerprint: string, now: number): boolean {
      return useApproval.run(now, sha256(fingerprint)).changes === 1;
    },

    recall(uid: number, key: string): IdempotencyRow | undefined {
      return findKey.get(uid, key);
    },

    remember(input: {
      uid: number;
      key: string;
      tool: McpToolName;
      requestSha256: string;
      result: unknown;
      now: number;
    }): void {
      insertKey.run({
        uid: input.uid,
        idempotency_key: input.key,
        tool: input.tool,
        request_sha256: input.requestSha256,
        result: JSON.stringify(input.result),
        created_at: input.now,
      });
    },

    /** Forgets what no request can use any more, so the tables stay small. */
    prune(now: number): void {
      const before = now - WRITE_STATE_RETENTION_SECONDS;
      pruneApprovals.run(before);
      pruneKeys.run(before);
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
