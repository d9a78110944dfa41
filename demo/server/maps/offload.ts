/**
 * Runs the maps service's heavy operations (offload-ops.ts) in one worker thread, so a request that
 * takes seconds of CPU (a union of 500 stakes, identify over a 20,000-vertex polygon) does not hold the
 * event loop that answers every other client. One worker: the server has two cores in mind, one for
 * the event loop and one for heavy work; heavy requests queue behind each other, light ones never do.
 *
 * The worker is started on first use, unref'd (it never keeps the process alive), and restarted after a
 * crash; jobs in flight when it dies fail with an Error (a 500), never hang.
 */
import { Worker } from 'node:worker_threads';
import { InputError } from '../validation.ts';
import { NotImplemented } from './errors.ts';
import type { OpName, Ops } from './offload-ops.ts';
import type { OffloadError, OffloadRequest, OffloadResponse } from './offload-worker.ts';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
  /** The worker running it: a worker that dies fails its own jobs, not those of its successor. */
  owner: Worker;
}

/** A job still running after this long is taken as stuck: the worker is stopped (and restarted on next use). */
export const OFFLOAD_TIMEOUT_MS = 120_000;
let timeoutMs = OFFLOAD_TIMEOUT_MS;

/** Changes the stuck-job timeout (tests); answers the previous one. */
export function setOffloadTimeout(ms: number): number {
  const previous = timeoutMs;
  timeoutMs = ms;
  return previous;
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function toError(error: OffloadError): Error {
  if (error.kind === 'input') return new InputError(error.field, error.message, error.statusCode);
  if (error.kind === 'not-implemented') return new NotImplemented(error.operation, error.message);
  return new Error(error.message);
}

function failAll(owner: Worker, error: Error): void {
  for (const [id, job] of pending) {
    if (job.owner !== owner) continue;
    pending.delete(id);
    clearTimeout(job.timer);
    job.reject(error);
  }
}

function start(): Worker {
  const entry = new URL('./offload-worker.ts', import.meta.url).href;
  // The worker's entry is TypeScript: register tsx in it first (workers do not inherit `--import tsx` on Node 20).
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  const created = new Worker(code, { eval: true });
  created.unref();
  created.on('message', (response: OffloadResponse) => {
    const job = pending.get(response.id);
    if (!job) return;
    pending.delete(response.id);
    clearTimeout(job.timer);
    if (![...pending.values()].some((other) => other.owner === created)) created.unref();
    if (response.ok) job.resolve(response.result);
    else job.reject(toError(response.error));
  });
  created.on('error', (error) => {
    if (worker === created) worker = undefined;
    failAll(created, error instanceof Error ? error : new Error(String(error)));
  });
  created.on('exit', (code) => {
    if (worker === created) worker = undefined;
    failAll(created, new Error(`the maps worker stopped (exit code ${code})`));
  });
  return created;
}

/** Runs `op` in the worker thread; resolves with its result or rejects with its InputError / NotImplemented / Error. */
export function offload<K extends OpName>(op: K, ...args: Parameters<Ops[K]>): Promise<ReturnType<Ops[K]>> {
  worker ??= start();
  const current = worker;
  const id = nextId++;
  return new Promise<ReturnType<Ops[K]>>((resolve, reject) => {
    const limit = timeoutMs;
    const timer = setTimeout(() => {
      const job = pending.get(id);
      if (!job) return;
      pending.delete(id);
      job.reject(new Error(`maps worker: ${op} ran longer than ${limit} ms and was stopped`));
      if (worker === current) worker = undefined;
      // The other jobs of a stuck worker fail with it (its exit handler rejects them) rather than wait.
      void current.terminate();
    }, limit);
    timer.unref();
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer, owner: current });
    // Referenced while a job is out, so a script awaiting an answer is not cut short.
    current.ref();
    const request: OffloadRequest = { id, op, args };
    current.postMessage(request);
  });
}

/** Stops the worker (tests and scripts that want the process to end at once). */
export async function stopOffload(): Promise<void> {
  const current = worker;
  worker = undefined;
  if (current) await current.terminate();
}
