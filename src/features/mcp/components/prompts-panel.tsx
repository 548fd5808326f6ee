import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useConsoleServices } from '../console-context';
import { describeFailure } from '../console-services';
import { ContentItem } from '../results/content-item';
import type { McpSession } from '../session/mcp-session';

export function PromptsPanel({ session, prompts }: { session: McpSession; prompts: Prompt[] }) {
  if (prompts.length === 0) return <p className="text-sm">This connection may see no prompts.</p>;
  return (
    <ul aria-label="Prompts" className="space-y-3">
      {prompts.map((prompt) => (
        <li key={prompt.name}>
          <PromptItem session={session} prompt={prompt} />
        </li>
      ))}
    </ul>
  );
}

function PromptItem({ session, prompt }: { session: McpSession; prompt: Prompt }) {
  const { record } = useConsoleServices();
  const [values, setValues] = useState<Record<string, string>>({});
  const get = useMutation({
    mutationFn: (sent: Record<string, string>): Promise<GetPromptResult> =>
      record('prompt', prompt.name, { name: prompt.name, arguments: sent }, () =>
        session.getPrompt(prompt.name, sent),
      ),
  });
  const busy = get.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Empty optional arguments are left out rather than sent as "".
    if (!busy) get.mutate(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')));
  }

  return (
    <section
      aria-label={`Prompt ${prompt.name}`}
      className="space-y-3 rounded-md border border-slate-300 p-3 dark:border-slate-700"
    >
      <div>
        <h3 className="font-mono font-medium">{prompt.name}</h3>
        {prompt.title ? <p className="font-medium">{prompt.title}</p> : null}
        {prompt.description ? <p className="text-sm">{prompt.description}</p> : null}
      </div>
      <form onSubmit={onSubmit} className="space-y-3">
        {(prompt.arguments ?? []).map((arg) => (
          <Field
            key={arg.name}
            label={
              <>
                {arg.name}
                {arg.required ? <span className="font-normal"> (required)</span> : null}
              </>
            }
            hint={arg.description}
          >
            {(control) => (
              <Input
                {...control}
                required={arg.required}
                value={values[arg.name] ?? ''}
                onChange={(event) => setValues((v) => ({ ...v, [arg.name]: event.target.value }))}
              />
            )}
          </Field>
        ))}
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
          {busy ? 'Getting…' : 'Get prompt'}
        </Button>
      </form>
      {get.error ? <Alert tone="error">{describeFailure(get.error)}</Alert> : null}
      {get.data ? <PromptMessages result={get.data} /> : null}
    </section>
  );
}

function PromptMessages({ result }: { result: GetPromptResult }) {
  return (
    <div className="space-y-2">
      {result.description ? <p className="text-sm font-medium">{result.description}</p> : null}
      <ol aria-label="Messages" className="space-y-2">
        {result.messages.map((message, index) => (
          <li
            key={index}
            className="space-y-1 rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800"
          >
            <p className="font-medium">{message.role}</p>
            <ContentItem item={message.content} />
          </li>
        ))}
      </ol>
    </div>
  );
}
