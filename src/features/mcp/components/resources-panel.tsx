import { useMutation } from '@tanstack/react-query';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import { useConsoleServices } from '../console-context';
import { describeFailure } from '../console-services';
import { ContentItem } from '../results/content-item';
import { ScrollBox } from '../results/scroll-box';
import type { McpSession } from '../session/mcp-session';
import { UnavailableButton } from './unavailable-button';

export function ResourcesPanel({
  session,
  resources,
}: {
  session: McpSession;
  resources: Resource[];
}) {
  if (resources.length === 0)
    return <p className="text-sm">This connection may see no resources.</p>;
  return (
    <ul aria-label="Resources" className="space-y-3">
      {resources.map((resource) => (
        <li key={resource.uri}>
          <ResourceItem session={session} resource={resource} />
        </li>
      ))}
    </ul>
  );
}

function ResourceItem({ session, resource }: { session: McpSession; resource: Resource }) {
  const { record } = useConsoleServices();
  const read = useMutation({
    mutationFn: (): Promise<ReadResourceResult> =>
      record('resource', resource.uri, { uri: resource.uri }, () =>
        session.readResource(resource.uri),
      ),
  });
  const busy = read.isPending;
  const label = resource.title ?? resource.name;

  return (
    <section
      aria-label={`Resource ${label}`}
      className="space-y-2 rounded-md border border-slate-300 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-medium">{label}</h3>
          <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
            {resource.uri}
            {resource.mimeType ? ` · ${resource.mimeType}` : ''}
          </p>
          {resource.description ? <p className="mt-1 text-sm">{resource.description}</p> : null}
        </div>
        <UnavailableButton variant="secondary" unavailable={busy} onClick={() => read.mutate()}>
          {busy ? 'Reading…' : 'Read'}
          <span className="sr-only"> {label}</span>
        </UnavailableButton>
      </div>
      {read.error ? <Alert tone="error">{describeFailure(read.error)}</Alert> : null}
      {read.data ? (
        <ScrollBox label="Contents">
          {/* Each content is shown as an embedded resource of a tool result would be. */}
          {read.data.contents.map((content, index) => (
            <div key={`${content.uri}-${index}`} className="space-y-1">
              <ContentItem item={{ type: 'resource', resource: content }} />
            </div>
          ))}
        </ScrollBox>
      ) : null}
    </section>
  );
}
