import type Database from 'better-sqlite3';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pullStream } from '../../http/pull-stream';
import type { PublisherRepository } from './publisher.repository';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './report-worker';
import { searchReportPieces, type SearchReportJob } from './search-report-pieces';

/**
 * Builds Search report answers (docs/decisions/041-report-building-off-the-main-thread.md).
 * On a database file, in one worker thread (report-worker.ts) with a
 * read-only connection of its own: the main thread only passes the bytes on.
 * An in-memory database cannot be reached from another thread, so there the
 * answer is built on the main thread, at most ROWS_PER_PIECE rows per event-loop
 * turn (pull-stream.ts).
 *
 * Either way the answer is pull-based (a piece when the reader asks, none
 * ahead), and cancelling it (the client went away) stops the work.
 */
export interface OpenedReport {
  /** False when no day of the range has rows (the CSV export is then a 404). */
  hasRows: boolean;
  body: ReadableStream<Uint8Array>;
  /** Drops the answer without sending it (e.g. the 404): the same as the reader cancelling. */
  cancel(): void;
}

export interface SearchReportBuilder {
  /** Reads the first day with rows before it resolves: a failing query rejects here. */
  open(job: SearchReportJob): Promise<OpenedReport>;
  /** Answers opened and not yet ended, failed or cancelled. */
  running(): number;
  /** True while the worker thread exists (started by the first answer, kept for the next). */
  hasWorker(): boolean;
  /** What the worker holds (answers) and has built (pieces); undefined without a worker. */
  workerStats(): Promise<{ answers: number; pieces: number } | undefined>;
  /** Stops the worker, failing the answers still running. */
  close(): Promise<void>;
}

/**
 * The worker thread's nice value: when the CPU is short, the main thread (the
 * other requests) goes first and exports wait (Linux; see report-worker.ts).
 */
export const WORKER_NICE = 10;

/**
 * Rows per piece on the main thread: about 33 KB of JSON, under a
 * millisecond to format (a day's query, at its first piece, about 2 ms).
 */
export const ROWS_PER_PIECE = 200;

export function createSearchReportBuilder(
  db: Database.Database,
  reports: PublisherRepository,
): SearchReportBuilder {
  return db.memory ? mainThreadBuilder(reports) : workerBuilder(resolve(db.name));
}

function mainThreadBuilder(reports: PublisherRepository): SearchReportBuilder {
  let running = 0;
  return {
    async open(job) {
      const { hasRows, pieces } = searchReportPieces(reports, job, ROWS_PER_PIECE);
      running += 1;
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        running -= 1;
      };
      const counted: Iterator<string> = {
        next() {
          try {
            const next = pieces.next();
            if (next.done) settle();
            return next;
          } catch (error) {
            settle();
            throw error;
          }
        },
        return(value?: unknown) {
          settle();
          pieces.return(undefined);
          return { done: true, value };
        },
      };
      return { hasRows, body: pullStream(counted), cancel: () => void counted.return?.() };
    },
    running: () => running,
    hasWorker: () => false,
    workerStats: () => Promise.resolve(undefined),
    close: () => Promise.resolve(),
  };
}

// The worker loads TypeScript the way the server does (the server runs through tsx):
// a worker thread does not inherit tsx's loader on every supported Node (20 did not), so the
// worker registers it first.
const WORKER_ENTRY = new URL(
  `./report-worker${extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
).href;
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOT = `import(${JSON.stringify(TSX_API)})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_ENTRY)}); });`;

type Waiter = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

function workerBuilder(dbPath: string): SearchReportBuilder {
  let worker: Worker | undefined;
  /** The one reply each answer waits for (a pull-based answer asks for one piece at a time). */
  const waiting = new Map<number, Waiter>();
  /** Answers opened in the worker and not yet settled. */
  const open = new Set<number>();
  let nextId = 1;

  // An idle worker does not keep the process alive; one with answers to build does.
  const refresh = () => {
    if (!worker) return;
    if (open.size > 0 || waiting.size > 0) worker.ref();
    else worker.unref();
  };

  /**
   * The worker failed, exited or is being closed: it is stopped, every answer
   * of it fails (those waiting now, the others at their next piece), and the
   * next answer starts a new worker.
   */
  const fail = (from: Worker, error: Error) => {
    if (worker !== from) return;
    worker = undefined;
    void from.terminate();
    const waiters = [...waiting.values()];
    waiting.clear();
    open.clear();
    for (const w of waiters) w.reject(error);
  };

  const start = () => {
    const setup: WorkerSetup = { dbPath, nice: WORKER_NICE };
    const started = new Worker(BOOT, { eval: true, workerData: setup });
    started.on('message', (reply: WorkerReply) => {
      const waiter = waiting.get(reply.id);
      waiting.delete(reply.id);
      refresh();
      waiter?.resolve(reply);
    });
    // What a worker throws reaches this thread as a copy, not always an Error
    // (better-sqlite3's SqliteError arrives as a plain object): a handler's
    // error must be an Error for app.onError to answer it.
    const failure = (error: unknown) =>
      fail(
        started,
        new Error(`The report worker failed: ${String((error as Error)?.message ?? error)}`, {
          cause: error,
        }),
      );
    started.on('error', failure);
    started.on('messageerror', failure);
    started.on('exit', (code) => fail(started, new Error(`The report worker exited (${code})`)));
    return started;
  };

  /** Sends a request to `to` and waits for its reply. */
  const ask = (request: WorkerRequest, to: Worker) =>
    new Promise<WorkerReply>((resolveReply, reject) => {
      // The worker that opened the answer is gone (failed, or closed): its answer cannot go on.
      if (to !== worker) return reject(new Error('The report worker stopped'));
      waiting.set(request.id, { resolve: resolveReply, reject });
      refresh();
      to.postMessage(request);
    });

  const failed = (reply: WorkerReply) =>
    new Error(
      reply.type === 'error' ? reply.message : `Unexpected ${reply.type} from the report worker`,
    );

  return {
    async open(job) {
      const id = nextId++;
      open.add(id);
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        open.delete(id);
        refresh();
      };
      let opened: WorkerReply;
      const owner = (worker ??= start());
      try {
        opened = await ask({ type: 'open', id, job }, owner);
      } catch (error) {
        settle();
        throw error;
      }
      if (opened.type !== 'opened') {
        settle();
        throw failed(opened);
      }
      const cancel = () => {
        if (settled) return;
        settle();
        if (worker === owner) owner.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      };
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            let reply: WorkerReply;
            try {
              reply = await ask({ type: 'next', id }, owner);
            } catch (error) {
              settle();
              throw error;
            }
            // Cancelled while the piece was being built: it is dropped.
            if (settled) return;
            if (reply.type === 'piece') return controller.enqueue(reply.bytes);
            settle();
            if (reply.type === 'end') controller.close();
            else throw failed(reply);
          },
          cancel,
        },
        { highWaterMark: 0 },
      );
      return { hasRows: opened.hasRows, body, cancel };
    },
    running: () => open.size,
    hasWorker: () => worker !== undefined,
    async workerStats() {
      if (!worker) return undefined;
      const reply = await ask({ type: 'stats', id: nextId++ }, worker);
      if (reply.type !== 'stats') throw failed(reply);
      return { answers: reply.answers, pieces: reply.pieces };
    },
    async close() {
      const stopping = worker;
      if (!stopping) return;
      fail(stopping, new Error('The report builder was closed'));
      await stopping.terminate();
    },
  };
}
