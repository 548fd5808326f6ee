import { createFileRoute } from '@tanstack/react-router';
import { McpConsole } from '../../features/mcp/components/mcp-console';

// Only the component: autoCodeSplitting puts it (and the whole console) in this route's chunk.
export const Route = createFileRoute('/_app/mcp')({
  component: McpConsolePage,
});

function McpConsolePage() {
  return <McpConsole />;
}
