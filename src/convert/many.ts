/**
 * `convertMany`: many statements over every core. Each file is one `convert` call, so each gets a
 * worker thread of the shared pool, its own budget and its own coded outcome; a bad file never
 * stops the batch. Files are read only when their turn comes, so a batch of thousands holds at
 * most `concurrency` files in memory (plus finished results waiting for an earlier one when
 * `order: 'input'`).
 */
import { readFile } from 'node:fs/promises';
import type { Statement } from '../engine/types.ts';
import { convert, type ConvertOptions } from './one.ts';
import { sharedDocumentWorkers } from './shared-workers.ts';

/** A file path (read when its turn comes), or bytes with a name for the results. */
export type ConvertManyInput = string | { name: string; bytes: Uint8Array; password?: string };

export interface ConvertManyOptions extends Omit<ConvertOptions, 'onProgress'> {
  /** Files converted at once; defaults to the shared worker threads' size (one per CPU). */
  concurrency?: number;
  /** `'input'` (default) yields results in the inputs' order; `'completion'` as each file finishes. */
  order?: 'input' | 'completion';
}

export type ConvertManyResult = {
  /** Position of the input in `inputs`. */
  index: number;
  /** The path, or the name given with the bytes. */
  name: string;
  /** Wall time of this file, from its start. */
  ms: number;
} & ({ ok: true; statement: Statement } | { ok: false; error: unknown });

/**
 * Converts many files, yielding one result per input (never throwing for a bad file: its
 * `error` is a ConversionError, or the file system's error for a missing file). Stopping the
 * iteration early (`break`) aborts the files in flight and waits for them to settle.
 * @example
 * for await (const result of convertMany(['jan.pdf', 'feb.pdf'], { concurrency: 4 })) {
 *   if (result.ok) console.log(result.name, result.statement.transactions.length);
 *   else console.error(result.name, result.error);
 * }
 */
export async function* convertMany(inputs: Iterable<ConvertManyInput>, options: ConvertManyOptions = {}): AsyncGenerator<ConvertManyResult> {
  const { concurrency: wanted, order = 'input', ...convertOptions } = options;
  const concurrency = Math.max(1, Math.floor(wanted ?? sharedDocumentWorkers().size));
  const stop = new AbortController();
  const outer = convertOptions.signal;
  const onOuterAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const source = inputs[Symbol.iterator]();
  const running = new Map<number, Promise<ConvertManyResult>>();
  const finished = new Map<number, ConvertManyResult>();
  let started = 0;
  let nextToYield = 0;
  let exhausted = false;

  const startNext = (): void => {
    while (!exhausted && running.size + finished.size < concurrency) {
      const next = source.next();
      if (next.done) {
        exhausted = true;
        return;
      }
      const index = started++;
      running.set(index, convertOne(index, next.value, { ...convertOptions, signal: stop.signal }));
    }
  };

  try {
    startNext();
    while (running.size > 0 || finished.size > 0) {
      if (order === 'input' && finished.has(nextToYield)) {
        const result = finished.get(nextToYield) as ConvertManyResult;
        finished.delete(nextToYield++);
        startNext();
        yield result;
        continue;
      }
      const result = await Promise.race(running.values());
      running.delete(result.index);
      if (order === 'completion') {
        startNext();
        yield result;
      } else {
        finished.set(result.index, result);
      }
    }
  } finally {
    // Leaving early (break, throw): nothing started here may outlive the loop.
    stop.abort(new Error('convertMany was stopped'));
    outer?.removeEventListener('abort', onOuterAbort);
    await Promise.allSettled(running.values());
  }
}

async function convertOne(index: number, input: ConvertManyInput, options: ConvertOptions): Promise<ConvertManyResult> {
  const name = typeof input === 'string' ? input : input.name;
  const start = performance.now();
  const ms = () => Math.round(performance.now() - start);
  try {
    const bytes = typeof input === 'string' ? await readFile(input) : input.bytes;
    const password = typeof input === 'string' ? options.password : (input.password ?? options.password);
    const statement = await convert(bytes, { ...options, ...(password !== undefined ? { password } : {}) });
    return { index, name, ms: ms(), ok: true, statement };
  } catch (error) {
    return { index, name, ms: ms(), ok: false, error };
  }
}
