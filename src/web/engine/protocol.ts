/** Messages between the page (index.ts) and the engine worker (worker.ts). */
export type ExportFormat = 'CSV' | 'JSON' | 'OFX' | 'QFX' | 'QIF' | 'XLSX';

export type EngineRequest =
  | { type: 'convert'; id: number; pdf: Uint8Array; password?: string }
  | { type: 'abort'; id: number }
  | { type: 'export'; id: number; statement: unknown; format: ExportFormat };

export interface ErrorBody {
  code: string;
  message: string;
}

export type EngineReply =
  | { type: 'progress'; id: number; page: number; pages: number; stage: string }
  | { type: 'converted'; id: number; pdfType: 'TEXT_BASED' | 'IMAGE_BASED'; numberOfPages: number; json: unknown; statement: unknown }
  | { type: 'exported'; id: number; bytes: Uint8Array }
  | { type: 'failed'; id: number; error: ErrorBody };
