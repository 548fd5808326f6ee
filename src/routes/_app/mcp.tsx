import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { ComingSoon } from '../../components/coming-soon';

export const Route = createFileRoute('/_app/mcp')({
  component: McpConsolePage,
});

function McpConsolePage() {
  return (
    <>
      <PageHeader title="MCP console" description="The remote tool endpoint of your account." />
      <ComingSoon what="The MCP console" />
    </>
  );
}
