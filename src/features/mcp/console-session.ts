import type { McpSession } from './session/mcp-session';
import type { McpConnection } from './types';

/**
 * What the page uses of a session (session/mcp-session.ts). The client is
 * optional so a test double can leave it out; with it, the console listens
 * for list_changed notifications.
 */
export type ConsoleSession = Omit<McpSession, 'client' | 'listResourceTemplates'> & {
  client?: McpSession['client'];
};

/** The connection store's surface the console needs (oauth/connection-store.ts). */
export interface ConnectionSource {
  get(): McpConnection | null;
  set(connection: McpConnection | null): void;
  subscribe(listener: () => void): () => void;
  /** "Keep the connection on this tab" (a test's store may leave these out). */
  isRemembering?(): boolean;
  setRemember?(on: boolean): void;
}

export type OpenSession = (
  connection: McpConnection,
  onConnectionChange: (connection: McpConnection) => void,
) => Promise<ConsoleSession>;
