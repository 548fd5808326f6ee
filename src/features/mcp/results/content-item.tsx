import { JsonView } from './json-view';
import { isJsonObject } from './json-text';
import { base64Size, displayValue, readText } from './result-parts';

const captionClasses =
  'text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const textClasses =
  'font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100';

function TextBlock({ text }: { text: string }) {
  const { lead, json } = readText(text);
  return (
    <div className="space-y-2">
      {lead !== undefined && lead !== '' ? <pre className={textClasses}>{lead}</pre> : null}
      {json !== undefined ? <JsonView value={json} /> : null}
    </div>
  );
}

function Caption({ children }: { children: string }) {
  return <p className={captionClasses}>{children}</p>;
}

/** A resource's URI, then its name and type when given. */
function ResourceLine({ item }: { item: Record<string, unknown> }) {
  const details = [item.name, item.mimeType].filter((v) => typeof v === 'string' && v !== '');
  return (
    <p className="text-sm break-all text-slate-900 dark:text-slate-100">
      <code className="font-mono">{displayValue(item.uri)}</code>
      {details.length ? ` (${details.join(', ')})` : ''}
    </p>
  );
}

/** One entry of a result's content: text as written, everything else summarized. */
export function ContentItem({ item }: { item: unknown }) {
  if (!isJsonObject(item))
    return (
      <>
        <Caption>Unrecognized content</Caption>
        <JsonView value={item} />
      </>
    );
  const type = typeof item.type === 'string' ? item.type : 'unknown';
  if (type === 'text')
    return (
      <>
        <Caption>Text</Caption>
        <TextBlock text={typeof item.text === 'string' ? item.text : displayValue(item.text)} />
      </>
    );
  if (type === 'image' || type === 'audio') {
    const facts = [item.mimeType, base64Size(item.data)].filter(Boolean).map(String);
    return (
      <>
        <Caption>{type === 'image' ? 'Image' : 'Audio'}</Caption>
        <p className="text-sm text-slate-900 dark:text-slate-100">
          {facts.length ? facts.join(', ') : 'No details given'}
        </p>
      </>
    );
  }
  if (type === 'resource_link')
    return (
      <>
        <Caption>Resource link</Caption>
        <ResourceLine item={item} />
        {typeof item.description === 'string' ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
        ) : null}
      </>
    );
  if (type === 'resource') {
    const resource = isJsonObject(item.resource) ? item.resource : {};
    return (
      <>
        <Caption>Embedded resource</Caption>
        <ResourceLine item={resource} />
        {typeof resource.text === 'string' ? <TextBlock text={resource.text} /> : null}
        {typeof resource.blob === 'string' ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Binary content, {base64Size(resource.blob)}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Caption>{`Content of type ${type}`}</Caption>
      <JsonView value={item} />
    </>
  );
}
