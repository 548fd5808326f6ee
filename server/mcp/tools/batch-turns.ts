import { batchFull } from './protocol-errors';
import { MAX_ANSWER_CHARS } from './tool-result';

/**
 * The requests of one POST /mcp run one at a time, each in an event-loop turn of
 * its own, and stop once their answers carry MAX_ANSWER_CHARS. The SDK hands
 * every message of a JSON-RPC batch (up to 100) to its handler at once, and they
 * ran back to back in one turn: 100 calls of 50 large campaigns held the one
 * thread for 17 s while every other client waited. With a turn each, others are
 * served between two requests; with the bound, one batch makes at most about one
 * answer's worth of data past the cap (the request that crossed it), and the rest
 * are refused with a JSON-RPC error asking to send them again separately.
 */
export interface BatchTurns {
  run<T extends object>(work: () => T | Promise<T>): Promise<T>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The text an answer carries: tool results' content, resources' contents, prompts'
 * messages. A tool result sends its data twice (the text block and structuredContent),
 * so its text counts twice: what the batch's answer will weigh on the wire.
 */
function carriedChars(answer: object): number {
  const { content, contents, messages, structuredContent } = answer as {
    content?: unknown;
    contents?: unknown;
    messages?: { content?: unknown }[];
    structuredContent?: unknown;
  };
  const blocks = [
    ...(Array.isArray(content) ? content : []),
    ...(Array.isArray(contents) ? contents : []),
    ...(Array.isArray(messages) ? messages.map((m) => m?.content) : []),
  ] as { text?: unknown }[];
  const text = blocks.reduce((n, b) => n + (typeof b?.text === 'string' ? b.text.length : 0), 0);
  return structuredContent === undefined ? text : 2 * text;
}

export function createBatchTurns(): BatchTurns {
  let previous: Promise<unknown> = Promise.resolve();
  let answered = 0;
  return {
    run(work) {
      const turn = previous.then(nextTurn).then(async () => {
        if (answered > MAX_ANSWER_CHARS) throw batchFull(MAX_ANSWER_CHARS);
        const answer = await work();
        answered += carriedChars(answer);
        return answer;
      });
      previous = turn.catch(() => undefined);
      return turn;
    },
  };
}
