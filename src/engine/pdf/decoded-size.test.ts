import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as browser from './decoded-size.browser.ts';
import * as node from './decoded-size.ts';
import { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES } from './decoded-size.ts';

/** A file shaped like PDF objects, each holding one Flate stream (only the syntax the check reads). */
function pdfWith(streams: { bytes: number; dict?: string }[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  streams.forEach((s, i) => {
    const data = deflateSync(Buffer.alloc(s.bytes, 0x20));
    parts.push(
      Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode ${s.dict ?? ''}>>\nstream\n`),
      data,
      Buffer.from('\nendstream\nendobj\n'),
    );
  });
  return new Uint8Array(Buffer.concat(parts));
}

// The browser build's counterpart (fflate, no Buffer) must answer as the Node module does.
describe.each([
  ['Node (zlib)', node.checkDecodedSize],
  ['browser (fflate)', browser.checkDecodedSize],
])('decoded size of a document, %s', (_name, checkDecodedSize) => {
  it('accepts ordinary streams', () => {
    expect(() => checkDecodedSize(pdfWith([{ bytes: 100_000 }, { bytes: 2_000_000 }]))).not.toThrow();
  });

  it('refuses one stream that inflates past the per-stream limit', () => {
    expect(() => checkDecodedSize(pdfWith([{ bytes: MAX_DECODED_STREAM_BYTES + 1 }]))).toThrow(expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }));
  });

  it('refuses streams that together inflate past the document limit', () => {
    const each = MAX_DECODED_STREAM_BYTES - 1;
    const n = Math.ceil(MAX_DECODED_DOCUMENT_BYTES / each) + 1;
    expect(() => checkDecodedSize(pdfWith(Array.from({ length: n }, () => ({ bytes: each }))))).toThrow(
      expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }),
    );
  });

  it('leaves image streams to pdf.js (bounded by their declared pixels)', () => {
    expect(() => checkDecodedSize(pdfWith([{ bytes: MAX_DECODED_STREAM_BYTES + 1, dict: '/Type /XObject /Subtype /Image ' }]))).not.toThrow();
  });

  it('counts a truncated stream as far as it inflates, and ignores damaged data', () => {
    const whole = Buffer.from(pdfWith([{ bytes: MAX_DECODED_STREAM_BYTES + 1_000_000 }]));
    const cut = whole.subarray(0, whole.indexOf('endstream') - 10);
    expect(() => checkDecodedSize(new Uint8Array(cut))).toThrow(expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }));
    const junk = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nstream\n'),
      Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0x00]),
      Buffer.from('\nendstream\n'),
    ]);
    expect(() => checkDecodedSize(new Uint8Array(junk))).not.toThrow();
  });
});
