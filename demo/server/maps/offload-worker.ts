/**
 * The worker thread of offload.ts: runs one named operation of offload-ops.ts per message and answers
 * its result, or the error as plain data (InputError and NotImplemented keep their field or operation).
 */
import { parentPort } from 'node:worker_threads';
import { InputError } from '../validation.ts';
import { NotImplemented } from './errors.ts';
import { OPS, type OpName } from './offload-ops.ts';

export interface OffloadRequest {
  id: number;
  op: OpName;
  args: unknown[];
}

export type OffloadError =
  | { kind: 'input'; field: string; message: string; statusCode: number }
  | { kind: 'not-implemented'; operation: string; message: string }
  | { kind: 'error'; message: string };

export type OffloadResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: OffloadError };

export function describeError(error: unknown): OffloadError {
  if (error instanceof InputError) return { kind: 'input', field: error.field, message: error.message, statusCode: error.statusCode };
  if (error instanceof NotImplemented) return { kind: 'not-implemented', operation: error.operation, message: error.message };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

parentPort?.on('message', (request: OffloadRequest) => {
  let response: OffloadResponse;
  try {
    const run = OPS[request.op] as (...args: unknown[]) => unknown;
    response = { id: request.id, ok: true, result: run(...request.args) };
  } catch (error) {
    response = { id: request.id, ok: false, error: describeError(error) };
  }
  parentPort?.postMessage(response);
});
