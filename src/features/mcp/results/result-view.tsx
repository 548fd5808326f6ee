import { Alert } from '@/components/ui/alert';
import { ContentItem } from './content-item';
import { JsonView } from './json-view';
import { toJsonText } from './json-text';
import { PaginationView } from './pagination-view';
import { ScrollBox } from './scroll-box';
import { displayValue, findPagination, isRecord, readText } from './result-parts';

export interface ResultViewProps {
  /** A CallToolResult, or whatever came back: any shape is shown without throwing. */
  result: unknown;
  /** Shown as "Next page" when the result has sourcePagination; gets its nextOffset. */
  onNextPage?: (nextOffset: number) => void;
  /** A call is in flight: "Next page" does nothing meanwhile. */
  busy?: boolean;
}

/** Structured content up to this size starts expanded. */
const SMALL_PAYLOAD = 2_000;

function ToolError({ error }: { error?: Record<string, unknown> }) {
  const facts = (['status', 'code', 'message'] as const).filter(
    (key) => error?.[key] !== undefined,
  );
  return (
    <Alert tone="error" title="The tool reported an error">
      {error && facts.length ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3">
          {facts.map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium">{key}</dt>
              <dd>{displayValue(error[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Alert>
  );
}

/**
 * Whether a text item already shows the structured content (whole, or its
 * data or error): servers write "summary\n\n{json}" for models that read
 * text only, and the result is then shown once.
 */
function shownAsText(content: unknown[], structured: unknown): boolean {
  if (!isRecord(structured)) return false;
  const copies = [structured, structured.data, structured.error].map((v) => toJsonText(v));
  return content.some((item) => {
    if (!isRecord(item) || item.type !== 'text' || typeof item.text !== 'string') return false;
    const { json } = readText(item.text);
    return json !== undefined && copies.includes(toJsonText(json));
  });
}

/**
 * A tool result as a person reads it: failure first (role=alert), then, in a
 * scroll box of its own (a long list does not grow the page), each content
 * item and the structured content (collapsible) when the text does not show
 * it already; for list results, the sourcePagination flags with "Next page".
 */
export function ResultView({ result, onNextPage, busy = false }: ResultViewProps) {
  if (!isRecord(result))
    return (
      <section aria-label="Tool result" className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The result is not an object; it is shown as received.
        </p>
        <JsonView value={result} />
      </section>
    );
  const structured = result.structuredContent;
  const toolError =
    isRecord(structured) && isRecord(structured.error) ? structured.error : undefined;
  const failed = result.isError === true || toolError !== undefined;
  const content = Array.isArray(result.content) ? result.content : [];
  const pagination = findPagination(structured);
  return (
    <section aria-label="Tool result" className="space-y-4">
      {failed ? (
        <ToolError error={toolError} />
      ) : (
        <p className="text-sm font-medium text-green-800 dark:text-green-300">
          The tool call succeeded.
        </p>
      )}
      <ScrollBox label="Result content">
        {content.length > 0 ? (
          <ol className="space-y-3">
            {content.map((item, index) => (
              <li key={index} className="space-y-1">
                <ContentItem item={item} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">No content items.</p>
        )}
        {structured !== undefined && !shownAsText(content, structured) ? (
          <details
            open={toJsonText(structured).length <= SMALL_PAYLOAD}
            className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <summary className="cursor-pointer text-sm font-medium text-slate-900 dark:text-slate-100">
              Structured content
            </summary>
            <JsonView value={structured} className="mt-2" />
          </details>
        ) : null}
      </ScrollBox>
      {pagination ? (
        <PaginationView pagination={pagination} busy={busy} onNextPage={onNextPage} />
      ) : null}
    </section>
  );
}
