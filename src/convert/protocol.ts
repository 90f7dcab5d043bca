/** Messages between the library (main thread) and a document worker thread. Plain data only. */
import type { ConversionErrorCode } from '../engine/errors.ts';
import type { OcrLanguageOptions, OcrModel } from '../engine/ocr/languages.ts';
import type { OcrImage, OcrPageResult } from '../engine/ocr/pool.ts';
import type { ProgressEvent } from '../engine/types.ts';
import type { BankProfile } from '../banks/define-bank.ts';

export interface ConvertTask {
  kind: 'convert';
  password?: string;
  bank?: string | false;
  /** The caller's data-only bank profiles (see `registerBank`): the worker's registry takes them. */
  profiles?: BankProfile[];
  /** Pages needing OCR are rendered in the worker and recognised by the caller's pool (see `OcrRequest`). */
  ocr?: { poolSize: number; dpi?: number; languages?: OcrLanguageOptions };
  /** The caller listens to progress: only then does the thread post an event at each stage (each post costs a clone and a wake-up). */
  progress?: boolean;
}

export interface InspectTask {
  kind: 'inspect';
  password?: string;
  pageSizes?: boolean;
}

export type Task = ConvertTask | InspectTask;

export type ToWorker =
  | { type: 'task'; id: number; task: Task; bytes: Uint8Array }
  | { type: 'ocr-result'; request: number; result?: OcrPageResult; error?: WorkerFailure }
  /** How much of a forwarded page the caller's OCR pool has recognised (0..1). */
  | { type: 'ocr-progress'; request: number; fraction: number }
  /** Sent after each document: the thread answers `pong` once its event loop is free again. */
  | { type: 'ping' };

export interface WorkerFailure {
  code: ConversionErrorCode | null;
  message: string;
}

export type FromWorker =
  | { type: 'ready' }
  /** The answer to `ping`, with the thread's heap then (MB). */
  | { type: 'pong'; heapMb: number }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; error: WorkerFailure }
  | { type: 'progress'; id: number; event: ProgressEvent }
  | { type: 'ocr'; id: number; request: number; image: OcrImage; page: number; model?: OcrModel };
