/**
 * File records as the API shows them (docs/api.md): upload omits `progress`; status adds it; the
 * listing adds when the file was uploaded and when it expires. A converted file carries its
 * verdict as `reconciliation: { status, statusReason }` (an extension; docs/api.md).
 */
import type { FileRecord, Verdict } from '../store/types.ts';
import type { FileState, FileRecord as UploadedFileView, FileStatus as FileStatusView, ListedFile as ListedFileView } from '../../wire-types.ts';

export type { UploadedFileView, FileStatusView, ListedFileView };

type Viewable = Pick<FileRecord, 'uuid' | 'filename' | 'pdfType' | 'state' | 'numberOfPages' | 'error' | 'progress'> & { verdict?: Verdict | null | undefined };

const converted = (state: FileState): boolean => state === 'READY' || state === 'COMPLETED';

export function uploadView(file: Viewable): UploadedFileView {
  return {
    uuid: file.uuid,
    filename: file.filename,
    pdfType: file.pdfType,
    state: file.state,
    numberOfPages: file.numberOfPages,
    ...(file.state === 'ERROR' && file.error ? { error: file.error } : {}),
    ...(converted(file.state) && file.verdict ? { reconciliation: { status: file.verdict.status, statusReason: file.verdict.statusReason } } : {}),
  };
}

/** `progress` is 100 once a file can be converted, whatever the last event said. */
export function statusView(file: Viewable): FileStatusView {
  const progress = converted(file.state) ? 100 : file.progress;
  return { ...uploadView(file), progress };
}

export function listedView(file: FileRecord): ListedFileView {
  return { ...statusView(file), createdAt: new Date(file.createdAt).toISOString(), expiresAt: new Date(file.expiresAt).toISOString() };
}
