import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '@/features/auth/guards';
import { McpConsole } from '@/features/mcp/components/mcp-console';

// Only the component: autoCodeSplitting puts it (and the whole console) in this route's chunk.
// The console is a member's: its tools act on the member's campaigns (issue 18).
export const Route = createFileRoute('/_app/mcp')({
  beforeLoad: requireMember,
  component: McpConsolePage,
});

function McpConsolePage() {
  return <McpConsole />;
}
