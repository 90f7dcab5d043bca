/**
 * Messages between the server and its PDF child processes (over Node's IPC channel with the
 * `advanced` serialisation, so byte arrays travel without base64).
 */
import type { PageSize, ProgressEvent } from '../../index.ts';
import type { ConvertedStatement, ResultFormat } from '../store/types.ts';

/**
 * `analyse`: what the upload and set-password calls need — is the PDF locked, text or scanned,
 * how many pages — and, for a text PDF, the converted statement (no format rendered yet).
 * `convert`: the OCR job — the whole conversion, scans included, with progress.
 * `render`: one export format of a stored statement (`serializeStatement` text), the first time a
 * caller asks for it.
 */
export type PdfTask =
  /** `maxCredits`: what the payer can pay; a file that costs more ends after its cheap first pass. */
  | { kind: 'analyse'; bytes: Uint8Array; password?: string; maxCredits?: number }
  | { kind: 'convert'; bytes: Uint8Array; password?: string }
  | { kind: 'render'; statement: Uint8Array; format: ResultFormat };

/** Pages as pdf.js counted and measured them in the child; the server checks them before billing. */
export interface PageCount {
  numberOfPages: number;
  pageSizes: PageSize[];
}

export type AnalyseResult =
  | { kind: 'locked' }
  /**
   * The file costs more than `maxCredits` (page count and sizes from the cheap first pass; sizes
   * null when the count alone exceeded it): nothing more was read.
   */
  | { kind: 'over-budget'; numberOfPages: number; pageSizes: PageSize[] | null }
  | ({ kind: 'image' } & PageCount)
  | ({ kind: 'text'; converted: ConvertedStatement } & PageCount)
  /** A readable text PDF in which no statement was found. */
  | ({ kind: 'text-unconvertible'; reason: string } & PageCount);

export interface ConvertResult {
  converted: ConvertedStatement;
}

export interface RenderResult {
  bytes: Uint8Array;
}

/** A failure inside the child: a ConversionError keeps its code; anything else is `INTERNAL`. */
export interface ChildFailure {
  code: string;
  message: string;
}

/** `ping`, after each task: the child answers `pong` once its event loop is free again. */
export type ParentMessage = { type: 'task'; id: number; task: unknown } | { type: 'shutdown' } | { type: 'ping' };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'progress'; id: number; event: ProgressEvent }
  /** An analysis's measured pages (a PageCount), sent before its expensive part. */
  | { type: 'report'; id: number; report: unknown }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; error: ChildFailure };
