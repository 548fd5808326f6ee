import { createFileRoute } from '@tanstack/react-router';
import { McpCallback } from '@/features/mcp/components/mcp-callback';

// Outside the _app sign-in guard: after the consent page the member's
// credentials may be gone (not kept on this tab); the MCP connection needs none.
export const Route = createFileRoute('/mcp/callback')({
  component: McpCallbackPage,
});

function McpCallbackPage() {
  return <McpCallback />;
}
