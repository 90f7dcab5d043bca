/**
 * PDF document creation with byte-for-byte determinism.
 *
 * pdfkit derives the trailer /ID from the info dictionary (fixed CreationDate ⇒ fixed ID). The only
 * other randomness is in encryption (AES IVs; AES-256 key material), drawn through the static
 * PDFSecurity.generateRandomWordArray. We wrap that static once so that, while one of our documents is
 * being built (a fully synchronous section), it draws from the statement's seeded PRNG instead; outside
 * that section it behaves as before. Deterministic IVs are fine for test fixtures, not for secrets.
 */
import PDFDocument from 'pdfkit';
import type { Rng } from './rng.ts';

export type PageSize = 'A4' | 'LETTER';

export const PAGE_DIMS: Record<PageSize, { w: number; h: number }> = {
  A4: { w: 595.28, h: 841.89 },
  LETTER: { w: 612, h: 792 },
};

export type EncryptionLevel = '1.4' | '1.7' | '1.7ext3';

export interface DocOptions {
  size: PageSize;
  password: string | null;
  /** '1.4' RC4-128, '1.7' AES-128, '1.7ext3' AES-256. */
  encryption?: EncryptionLevel;
  creationDate: Date;
  title: string;
  author: string;
  creator?: string;
  producer?: string;
  rng: Rng;
}

type RandomFn = (n: number) => Uint8Array;
interface SecurityClass {
  generateRandomWordArray: RandomFn;
}

let activeRng: Rng | null = null;
let patched = false;

function patchSecurity(): void {
  if (patched) return;
  const probe = new PDFDocument({ userPassword: 'probe', pdfVersion: '1.7', autoFirstPage: false });
  const security = (probe as unknown as { _security: { constructor: SecurityClass } | null })._security;
  if (!security) throw new Error('pdfkit did not set up encryption for the probe document');
  const cls = security.constructor;
  const original = cls.generateRandomWordArray.bind(cls);
  cls.generateRandomWordArray = (n: number): Uint8Array => (activeRng ? activeRng.bytes(n) : original(n));
  patched = true;
}

/**
 * Create a document, run `draw` on it synchronously, and collect the bytes.
 * Pages are added by `draw` itself (autoFirstPage is off, margins are 0: we position everything).
 */
export async function buildPdf(opts: DocOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  if (opts.password) patchSecurity();
  const chunks: Buffer[] = [];
  let doc: PDFKit.PDFDocument;
  let done: Promise<void>;
  activeRng = opts.rng.fork('pdf-security');
  try {
    doc = new PDFDocument({
      autoFirstPage: false,
      size: opts.size,
      margin: 0,
      compress: true,
      pdfVersion: opts.password ? (opts.encryption ?? '1.7') : '1.4',
      ...(opts.password
        ? {
            userPassword: opts.password,
            ownerPassword: `${opts.password}-owner`,
            permissions: { printing: 'highResolution' as const, copying: true, contentAccessibility: true },
          }
        : {}),
      info: {
        Title: opts.title,
        Author: opts.author,
        Creator: opts.creator ?? 'Statement Composer 4.2',
        Producer: opts.producer ?? 'PDFKit',
        CreationDate: opts.creationDate,
        ModDate: opts.creationDate,
      },
    });
    done = new Promise<void>((resolve, reject) => {
      doc.on('end', () => resolve());
      doc.on('error', reject);
    });
    doc.on('data', (c: Buffer) => chunks.push(c));
    draw(doc);
    doc.end();
  } finally {
    activeRng = null;
  }
  await done;
  return Buffer.concat(chunks);
}
