import { useMutation } from '@tanstack/react-query';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConsoleServices } from '../console-context';
import { describeFailure } from '../console-services';
import { ScrollBox } from '../results/scroll-box';
import type { McpSession } from '../session/mcp-session';
import { formatCount } from '@/lib/format/number';

/** Text that is JSON is shown indented; anything else as it came. */
export function prettyText(text: string, mimeType?: string): string {
  const looksJson = mimeType?.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

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
  const result = read.data;
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
        <Button
          variant="secondary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) read.mutate();
          }}
        >
          {busy ? 'Reading…' : 'Read'}
          <span className="sr-only"> {label}</span>
        </Button>
      </div>
      {read.error ? <Alert tone="error">{describeFailure(read.error)}</Alert> : null}
      {result ? (
        <ScrollBox label="Contents">
          {result.contents.map((content, index) => (
            <div key={`${content.uri}-${index}`}>
              {'text' in content && typeof content.text === 'string' ? (
                <pre className="rounded-md bg-slate-100 p-3 text-xs break-words whitespace-pre-wrap dark:bg-slate-800">
                  {prettyText(content.text, content.mimeType)}
                </pre>
              ) : (
                <p className="text-sm">
                  Binary contents of {content.uri}
                  {content.mimeType ? ` (${content.mimeType})` : ''}:{' '}
                  {'blob' in content && typeof content.blob === 'string'
                    ? `${formatCount(Math.floor((content.blob.length * 3) / 4))} bytes, base64`
                    : 'not shown'}
                </p>
              )}
            </div>
          ))}
        </ScrollBox>
      ) : null}
    </section>
  );
}
