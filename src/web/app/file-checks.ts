/**
 * What the page checks before sending a file anywhere, so a bad file gets its own card saying
 * why instead of failing the files dropped with it: not a PDF, empty, or over the server's size
 * limit (files converted in this browser have no such limit).
 */

/** The server's per-file limit (docs/api.md, "Limits"): 3 MB in SI megabytes. */
export const SERVER_MAX_FILE_BYTES = 3_000_000;
/** pdf.js and the server accept up to 1 KiB of bytes before the header. */
const HEADER_WINDOW = 1024;

export type SkipReason = { code: 'NOT_A_PDF' | 'EMPTY' | 'TOO_LARGE'; message: string; recovery: string };

const size = (bytes: number): string => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`);

export function startsLikePdf(head: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
  for (let i = 0; i + magic.length <= Math.min(head.length, HEADER_WINDOW + magic.length); i++) {
    if (magic.every((byte, k) => head[i + k] === byte)) return true;
  }
  return false;
}

/** Why `file` cannot be converted where it is going, or null when it can be tried. */
export async function skipReason(file: File, local: boolean): Promise<SkipReason | null> {
  if (file.size === 0)
    return { code: 'EMPTY', message: `${file.name} is empty (0 bytes).`, recovery: 'Download the statement from your bank again, then drop it here.' };
  const head = new Uint8Array(await file.slice(0, HEADER_WINDOW + 5).arrayBuffer());
  if (!startsLikePdf(head)) {
    const kind = file.type && file.type !== 'application/pdf' ? ` (${file.type})` : '';
    return {
      code: 'NOT_A_PDF',
      message: `${file.name} is not a PDF${kind}: only PDF files can be converted.`,
      recovery: 'Drop the PDF statement your bank gives you; photos, scans saved as images and other documents are not read.',
    };
  }
  if (!local && file.size > SERVER_MAX_FILE_BYTES) {
    return {
      code: 'TOO_LARGE',
      message: `${file.name} is ${size(file.size)}: the server takes files of up to 3 MB.`,
      recovery: 'Switch on “Convert in this browser” (no size limit there) and drop it again, or split the PDF.',
    };
  }
  return null;
}
