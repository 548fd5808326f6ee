/// <reference lib="webworker" />
import { JSON_ROWS_PER_MESSAGE, type JsonWorkerMessage } from './json-worker-protocol';

// Parses one large JSON answer off the page's main thread. An envelope whose
// `data` is an array comes back in slices of rows (each message a short task
// for the page to take in); anything else comes back whole.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const send = (message: JsonWorkerMessage) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(event.data));
  } catch {
    send({ type: 'not-json' });
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    send({ type: 'whole', value });
    return;
  }
  const { data, ...head } = value as Record<string, unknown>;
  if (!Array.isArray(data)) {
    send({ type: 'whole', value });
    return;
  }
  send({ type: 'head', head, count: data.length });
  for (let at = 0; at < data.length; at += JSON_ROWS_PER_MESSAGE)
    send({ type: 'rows', rows: data.slice(at, at + JSON_ROWS_PER_MESSAGE) });
  send({ type: 'end' });
};
