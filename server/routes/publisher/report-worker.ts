import Database from 'better-sqlite3';
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createPublisherRepository } from './publisher.repository';
import { searchReportPieces, type SearchReportJob } from './search-report-pieces';

/**
 * The report worker: a thread of its own that builds Search report answers
 * (report-builder.ts starts it and speaks to it), so that building them — the
 * queries and the text, most of an export's cost — never holds up the main
 * thread's other requests (docs/decisions/041-report-building-off-the-main-thread.md).
 * It reads the database file through a read-only connection of its own.
 *
 * Pull-based like the answer it feeds: one piece per `next`, none ahead.
 */

/** What the main thread asks; every request names its answer (`id`). */
export type WorkerRequest =
  | { type: 'open'; id: number; job: SearchReportJob }
  | { type: 'next'; id: number }
  | { type: 'cancel'; id: number }
  /** How many answers the worker holds and how many pieces it has built (tests, diagnostics). */
  | { type: 'stats'; id: number };

/** What the worker answers: `open` gets opened or error, `next` piece, end or error; `cancel` nothing. */
export type WorkerReply =
  | { type: 'opened'; id: number; hasRows: boolean }
  | { type: 'piece'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'stats'; id: number; answers: number; pieces: number };

export interface WorkerSetup {
  /** The database file (never ':memory:': another thread cannot reach an in-memory database). */
  dbPath: string;
  /** The worker thread's nice value (0 = as the main thread, 19 = lowest). */
  nice: number;
}

/**
 * Lowers this thread's CPU priority, leaving the main thread's: on Linux a
 * thread has its own nice value (setpriority on its thread id). Only ever
 * lowers: a server started under `nice -n 19` keeps its worker at 19 (as root,
 * setting 10 would have put the exports above the requests). Elsewhere, or
 * when the system refuses, the worker runs at the process's priority.
 */
function lowerPriority(nice: number) {
  try {
    // "/proc/thread-self" links to "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && nice > getPriority(tid)) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: nothing to do.
  }
}

const port = parentPort;
if (!port)
  throw new Error('report-worker.ts runs in a worker thread (report-builder.ts starts it)');
const { dbPath, nice } = workerData as WorkerSetup;
lowerPriority(nice);
const reports = createPublisherRepository(
  new Database(dbPath, { readonly: true, fileMustExist: true }),
);
const answers = new Map<number, Iterator<string>>();
const encoder = new TextEncoder();
let piecesBuilt = 0;

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []) {
  port?.postMessage(message, transfer);
}

function handle(request: WorkerRequest) {
  const { id } = request;
  if (request.type === 'open') {
    const { hasRows, pieces } = searchReportPieces(reports, request.job);
    answers.set(id, pieces);
    return reply({ type: 'opened', id, hasRows });
  }
  if (request.type === 'stats')
    return reply({ type: 'stats', id, answers: answers.size, pieces: piecesBuilt });
  const pieces = answers.get(id);
  if (request.type === 'cancel' || !pieces) {
    answers.delete(id);
    pieces?.return?.();
    // A `next` for an answer already cancelled or ended is not answered: nobody waits for it.
    return;
  }
  const next = pieces.next();
  if (next.done) {
    answers.delete(id);
    return reply({ type: 'end', id });
  }
  const bytes = encoder.encode(next.value);
  piecesBuilt += 1;
  // The bytes move to the main thread (transferred, not copied).
  reply({ type: 'piece', id, bytes }, [bytes.buffer as ArrayBuffer]);
}

port.on('message', (request: WorkerRequest) => {
  try {
    handle(request);
  } catch (error) {
    answers.get(request.id)?.return?.();
    answers.delete(request.id);
    reply({
      type: 'error',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
