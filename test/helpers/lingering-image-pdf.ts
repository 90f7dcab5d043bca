/**
 * A one-page "scan" whose image declares /BitsPerComponent 6887605 (a corruption the 10,000-file
 * fuzz run met). With `ocr: false` it ends at once in NO_TRANSACTIONS_FOUND, but pdf.js goes on
 * decoding the image after the document is destroyed, for a minute or more of one core:
 * work its document left behind in the thread (see QUIET_DEADLINE_MS in document-workers.ts).
 */
import { deflateSync } from 'node:zlib';

export function lingeringImagePdf(): Uint8Array {
  const side = 256;
  // Compressed, as in the file found: pdf.js inflates such a stream asynchronously, so the page's
  // operator list is complete (and the conversion over) before the decoding starts.
  const pixels = Buffer.from(deflateSync(Buffer.alloc(side * side, 0x80))).toString('latin1');
  const content = `q ${side} 0 0 ${side} 0 0 cm /Im0 Do Q`;
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</XObject <</Im0 5 0 R>>>>>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    `<</Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 6887605 /Filter /FlateDecode /Length ${pixels.length}>>\nstream\n${pixels}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
