import { memo, Suspense, useEffect, useState } from 'react';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { lazyPart } from '@/components/lazy-part';
import type { McpSession } from '../session/mcp-session';
import { isPairedApply, isReadOnly, writePairs } from '../write-rules';

// The prepare → confirm → apply flow of a write pair: not needed until such a tool is
// opened, so off the console's first view; requested once the tools are listed.
const { Component: WriteFlowPanel, preload: preloadWriteFlow } = lazyPart(
  () => import('./write-flow-panel'),
  'The write flow',
);

// A tool's generated form and its result, loaded as the tools are listed: the form
// library and the result views are off the console's first view, which a visitor
// who has not connected yet loads.
const { Component: ToolCallPanel, preload: preloadToolCall } = lazyPart(
  () => import('./tool-call-panel'),
  "The tool's form",
);

/** "read-only" only when the tool says so; anything else may change data. */
export function ToolBadge({ tool }: { tool: Pick<Tool, 'annotations'> }) {
  const readOnly = isReadOnly(tool);
  return (
    <span
      className={
        readOnly
          ? 'rounded-full border border-slate-400 px-2 text-xs text-slate-800 dark:border-slate-500 dark:text-slate-200'
          : 'rounded-full border border-amber-600 bg-amber-50 px-2 text-xs text-amber-900 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      {readOnly ? 'read-only' : 'changes data'}
    </span>
  );
}

function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/s.exec(text);
  return (match?.[1] ?? text).slice(0, 160);
}

/**
 * One tool of the list. Memoised: a server may list thousands of tools, and a
 * click then redraws the two whose selection changed, not every one (3,000
 * tools in jsdom: a click took 75–157 ms before, 16–71 ms with the detail's form).
 */
const ToolItem = memo(function ToolItem({
  tool,
  selected,
  onSelect,
}: {
  tool: Tool;
  selected: boolean;
  onSelect: (name: string) => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(tool.name)}
        className={cn(
          'w-full rounded-md border px-3 py-2 text-left text-sm',
          selected
            ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950'
            : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
        )}
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-medium break-all">{tool.name}</span>
          <ToolBadge tool={tool} />
        </span>
        {tool.title || tool.description ? (
          <span className="mt-1 block text-slate-700 dark:text-slate-300">
            {tool.title ?? firstSentence(tool.description ?? '')}
          </span>
        ) : null}
      </button>
    </li>
  );
});

/** Every tool this token may see; the selected one with its form (or its write flow). */
export function ToolsPanel({ session, tools }: { session: McpSession; tools: Tool[] }) {
  const [selectedName, setSelectedName] = useState<string>();
  const pairs = writePairs(tools);
  const selected = tools.find((tool) => tool.name === selectedName);
  const hasPairs = pairs.size > 0;
  const hasTools = tools.length > 0;
  useEffect(() => {
    if (hasTools) void preloadToolCall();
    if (hasPairs) void preloadWriteFlow();
  }, [hasTools, hasPairs]);
  if (tools.length === 0) return <p className="text-sm">This connection may see no tools.</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      {/* Sticky beside a long result, so another tool is one click away. */}
      <ul
        aria-label="Tools"
        className="space-y-2 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
      >
        {tools.map((tool) => (
          <ToolItem
            key={tool.name}
            tool={tool}
            selected={tool.name === selectedName}
            onSelect={setSelectedName}
          />
        ))}
      </ul>
      <div>
        {selected ? (
          <ToolDetail
            key={selected.name}
            session={session}
            tool={selected}
            pairs={pairs}
            onSelect={setSelectedName}
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">Choose a tool to call it.</p>
        )}
      </div>
    </div>
  );
}

function ToolDetail({
  session,
  tool,
  pairs,
  onSelect,
}: {
  session: McpSession;
  tool: Tool;
  pairs: ReadonlyMap<string, string>;
  onSelect: (name: string) => void;
}) {
  const apply = pairs.get(tool.name);
  const prepareOf = [...pairs].find(([, applyName]) => applyName === tool.name)?.[0];
  return (
    <section aria-label={`Tool ${tool.name}`} className="space-y-3">
      <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <span className="font-mono break-all">{tool.name}</span>
        <ToolBadge tool={tool} />
      </h3>
      {tool.title ? <p className="font-medium">{tool.title}</p> : null}
      {tool.description ? (
        <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
          {tool.description}
        </p>
      ) : null}
      {apply ? (
        <Suspense fallback={<p className="text-sm">Loading the write flow…</p>}>
          <WriteFlowPanel session={session} prepareTool={tool} applyTool={apply} />
        </Suspense>
      ) : prepareOf && isPairedApply(tool.name, pairs) ? (
        <div className="space-y-2 text-sm">
          <p>
            The console calls this tool only with a change prepared by {prepareOf} and confirmed by
            you, never from a free form.
          </p>
          <Button variant="secondary" onClick={() => onSelect(prepareOf)}>
            {`Prepare a change with ${prepareOf}`}
          </Button>
        </div>
      ) : (
        <Suspense fallback={<p className="text-sm">Loading the tool's form…</p>}>
          <ToolCallPanel session={session} tool={tool} />
        </Suspense>
      )}
    </section>
  );
}
