/**
 * A document worker thread: runs one task at a time (open, extract, render, read the statement)
 * and answers with plain data. It exists so that the caller can abandon a document (terminate the
 * thread) when pdf.js spins or grows past the thread's memory limit.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { inspect as inspectPdf } from '../engine/convert.ts';
import { imageDecodingDone } from '../engine/pdf/classify.ts';
import { ConversionError } from '../engine/errors.ts';
import type { OcrImage, OcrPageResult, OcrPool } from '../engine/ocr/pool.ts';
import type { ProgressEvent } from '../engine/types.ts';
import { type InThreadOptions, convertInThread } from './in-thread.ts';
import { toPlain } from './plain-data.ts';
import type { ConvertTask, FromWorker, Task, ToWorker, WorkerFailure } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('worker-entry.ts runs only as a worker thread');

// pdf.js prefetches page-tree kids and drops those promises when the tree turns out broken; they
// reject later with nobody listening (corpus/hostile/unhandled-rejection.pdf). The document's own
// failure is reported through its task; these strays carry nothing more and must not end the thread.
process.on('unhandledRejection', () => undefined);

const send = (message: FromWorker): void => port.postMessage(message);

let nextRequest = 1;
const pendingOcr = new Map<number, { resolve: (r: OcrPageResult) => void; reject: (e: unknown) => void; onProgress?: (fraction: number) => void }>();

/** Recognition happens in the caller's OCR pool: this pool only forwards page images to it. */
function forwardingOcrPool(taskId: number, size: number): OcrPool {
  return {
    size,
    recognize(image: OcrImage, options): Promise<OcrPageResult> {
      const request = nextRequest++;
      return new Promise((resolve, reject) => {
        pendingOcr.set(request, { resolve, reject, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
        send({ type: 'ocr', id: taskId, request, image, page: options.page, ...(options.model ? { model: options.model } : {}) });
      });
    },
    close: async () => undefined,
    stats: () => ({ started: 0, terminated: 0, completed: 0, queued: 0, busy: pendingOcr.size, alive: 0 }),
  };
}

const canvasImport = () => import('@napi-rs/canvas');

async function run(id: number, task: Task, bytes: Uint8Array): Promise<unknown> {
  if (task.kind === 'inspect') {
    return inspectPdf(bytes, { ...(task.password !== undefined ? { password: task.password } : {}), ...(task.pageSizes ? { pageSizes: true } : {}) });
  }
  return convertInThread(bytes, convertOptions(id, task));
}

function convertOptions(id: number, task: ConvertTask): InThreadOptions {
  return {
    ...(task.password !== undefined ? { password: task.password } : {}),
    ...(task.bank !== undefined ? { bank: task.bank } : {}),
    profiles: task.profiles ?? [],
    ...(task.progress ? { onProgress: (event: ProgressEvent) => send({ type: 'progress', id, event }) } : {}),
    ...(task.ocr
      ? {
          ocr: {
            pool: forwardingOcrPool(id, task.ocr.poolSize),
            canvasImport,
            ...(task.ocr.dpi ? { dpi: task.ocr.dpi } : {}),
            ...(task.ocr.languages ? { languages: task.ocr.languages } : {}),
          },
        }
      : {}),
  };
}

function describe(error: unknown): WorkerFailure {
  if (ConversionError.is(error)) return { code: error.code, message: error.message };
  return { code: null, message: (error as Error)?.stack ?? String(error) };
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'ping') {
    // Answered once pdf.js has finished what the last document left it (image decoding; see
    // imageDecodingDone), and only when nothing else runs: a thread busy with that never answers.
    void imageDecodingDone().then(() => send({ type: 'pong', heapMb: Math.round(getHeapStatistics().used_heap_size / 1048576) }));
    return;
  }
  if (message.type === 'ocr-progress') {
    pendingOcr.get(message.request)?.onProgress?.(message.fraction);
    return;
  }
  if (message.type === 'ocr-result') {
    const waiter = pendingOcr.get(message.request);
    pendingOcr.delete(message.request);
    if (message.result) waiter?.resolve(message.result);
    else waiter?.reject(new ConversionError(message.error?.code ?? 'OCR_FAILED', message.error?.message ?? 'OCR failed.'));
    return;
  }
  run(message.id, message.task, message.bytes).then(
    (value) => send({ type: 'done', id: message.id, value: toPlain(value) }),
    (error: unknown) => send({ type: 'failed', id: message.id, error: describe(error) }),
  );
});

send({ type: 'ready' });
