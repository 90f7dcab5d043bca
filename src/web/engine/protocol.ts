/** Messages between the page (index.ts) and the engine worker (worker.ts). */
export type ExportFormat = 'CSV' | 'JSON' | 'OFX' | 'QFX' | 'QIF' | 'XLSX' | 'BEANCOUNT' | 'HLEDGER' | 'CAMT053' | 'MT940';

export interface CategoryProposal {
  category: string | null;
  categoryConfidence: number;
  categoryReason: string;
}

export type EngineRequest =
  | { type: 'convert'; id: number; pdf: Uint8Array; password?: string }
  | { type: 'abort'; id: number }
  | { type: 'export'; id: number; statement: unknown; format: ExportFormat; categories?: (string | null)[] }
  | { type: 'propose'; id: number; statement: unknown; history: string };

export interface ErrorBody {
  code: string;
  message: string;
}

export type EngineReply =
  | { type: 'progress'; id: number; page: number; pages: number; stage: string }
  | { type: 'converted'; id: number; pdfType: 'TEXT_BASED' | 'IMAGE_BASED'; numberOfPages: number; json: unknown; statement: unknown }
  | { type: 'exported'; id: number; bytes: Uint8Array }
  | { type: 'proposed'; id: number; proposals: CategoryProposal[] }
  | { type: 'failed'; id: number; error: ErrorBody };
