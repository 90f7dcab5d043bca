/** File records as the API shows them (spec 2.1): upload omits `progress`; status adds it. */
import type { FileRecord } from '../store/types.ts';
import type { FileRecord as UploadedFileView, FileStatus as FileStatusView } from '../../wire-types.ts';

export type { UploadedFileView, FileStatusView };

type Viewable = Pick<FileRecord, 'uuid' | 'filename' | 'pdfType' | 'state' | 'numberOfPages' | 'error' | 'progress'>;

export function uploadView(file: Viewable): UploadedFileView {
  return {
    uuid: file.uuid,
    filename: file.filename,
    pdfType: file.pdfType,
    state: file.state,
    numberOfPages: file.numberOfPages,
    ...(file.state === 'ERROR' && file.error ? { error: file.error } : {}),
  };
}

/** `progress` is 100 once a file can be converted, whatever the last event said. */
export function statusView(file: Viewable): FileStatusView {
  const progress = file.state === 'READY' || file.state === 'COMPLETED' ? 100 : file.progress;
  return { ...uploadView(file), progress };
}
