/**
 * The API's file shapes as they travel (interface-spec.md), with no Node imports, so the typed
 * client and the web page (src/web/app) share one declaration.
 */

export type PdfType = 'TEXT_BASED' | 'IMAGE_BASED';
export type FileState = 'READY' | 'PROCESSING' | 'COMPLETED' | 'ERROR' | 'PASSWORD_REQUIRED';

export interface FileRecord {
  uuid: string;
  filename: string;
  /** null while a protected file's password is unknown. */
  pdfType: PdfType | null;
  state: FileState;
  numberOfPages: number | null;
  /** Why the file is in ERROR. */
  error?: string;
}
