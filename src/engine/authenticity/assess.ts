/**
 * Signs that a statement PDF was edited after its bank made it, each a named finding with its
 * evidence, and a verdict: `signs-of-editing` or `no-signs`. The signals:
 *
 * - the file's history (structure.ts): incremental updates and what they changed, tools that
 *   rewrote it, a trailer /ID whose two halves differ, software that edits PDFs named as its
 *   producer or creator, a modification date after the creation date;
 * - the page text: an amount in a font or size its column uses nowhere else, text drawn over other
 *   text (a figure covered by a box with another written on top leaves both in the text layer);
 * - the arithmetic: a printed balance or total that does not follow from the rows.
 *
 * A finding is `strong` (a sign of an edit on its own) or `weak` (common in genuine files too:
 * two different weak signs together count as a sign). A verdict is evidence for a human to
 * look at, not proof either way.
 */
import type { Authenticity, AuthenticityFinding, PageWords, Statement, Word } from '../types.ts';
import { type FileStructure, readStructure } from './structure.ts';

export interface DocumentInfo {
  producer?: string | null | undefined;
  creator?: string | null | undefined;
  created?: string | null | undefined;
  modified?: string | null | undefined;
}

/** Software made to edit existing PDFs (by name as it appears in Producer or Creator). */
const EDITORS =
  /acrobat (pro|standard)|acrobat \d|pdf-?xchange|foxit (phantom|pdf editor|editor)|nitro|pdfelement|wondershare|ilovepdf|smallpdf|sejda|pdfescape|pdf candy|sodapdf|soda pdf|pdffiller|dochub|pdf expert|preview|quartz|libreoffice|openoffice|canva|inkscape|pdf-lib|pypdf|pdftk|qpdf|pdfsam|master pdf|pdf studio|able2extract|abbyy|photoshop|illustrator|microsoft.*word|print to pdf/i;

/** D:YYYYMMDDHHmmSSOHH'mm → ISO 8601, or the text as given when it does not parse. */
export function pdfDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?'?/.exec(value.trim());
  if (!m) return value;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const zone = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${oh}:${om}`;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`;
}

function structureFindings(structure: FileStructure, info: DocumentInfo): AuthenticityFinding[] {
  const findings: AuthenticityFinding[] = [];
  const updates = structure.revisions.length - 1;
  if (updates > 0) {
    const kinds = Object.entries(structure.updatedKinds).map(([kind, n]) => `${kind} ${n}`);
    const redefined = structure.revisions.slice(1).flatMap((r) => r.redefined);
    const evidence = {
      revisions: structure.revisions.length,
      startxref: structure.revisions.map((r) => r.startxref ?? -1),
      prev: structure.revisions.map((r) => r.prev ?? -1),
      objectsRedefined: [...new Set(redefined)].slice(0, 50),
      changed: kinds,
    };
    if (structure.contentUpdated.length > 0) {
      findings.push({
        code: 'CONTENT_CHANGED_IN_UPDATE',
        strength: 'strong',
        message: `${updates} incremental update${updates > 1 ? 's' : ''} appended after the file was made; ${structure.contentUpdated.length} page content stream${structure.contentUpdated.length > 1 ? 's' : ''} drawn anew in them.`,
        evidence: { ...evidence, contentObjects: structure.contentUpdated.slice(0, 50) },
      });
    } else {
      const onlySigning = Object.keys(structure.updatedKinds).every((k) =>
        ['signature', 'annotation', 'document information', 'metadata', 'catalog', 'structure', 'form fields'].includes(k),
      );
      findings.push({
        code: 'INCREMENTAL_UPDATES',
        strength: 'weak',
        message: `${updates} incremental update${updates > 1 ? 's' : ''} appended after the file was made (${kinds.join(', ') || 'nothing identifiable'})${onlySigning ? ': signatures, annotations or metadata only' : ''}.`,
        evidence,
      });
    }
  }
  if (structure.qdf) {
    findings.push({
      code: 'REWRITTEN_BY_TOOL',
      strength: 'strong',
      message: 'The file carries qpdf’s QDF editing marks: it was opened for hand editing and saved again.',
      evidence: { tool: 'qpdf (QDF)' },
    });
  } else if (structure.qpdfHeader && !/qpdf/i.test(`${info.producer ?? ''}`)) {
    findings.push({
      code: 'REWRITTEN_BY_TOOL',
      strength: 'weak',
      message: 'The file was written by qpdf, which its producer does not name: it was saved again by another program.',
      evidence: { tool: 'qpdf' },
    });
  }
  if (structure.idParts && structure.idParts[0] !== structure.idParts[1] && structure.idParts[0] && structure.idParts[1]) {
    findings.push({
      code: 'ID_CHANGED',
      strength: 'weak',
      message:
        'The two halves of the file identifier differ: the second changes when a program saves a file again (some generators write two different halves from the start).',
      evidence: { first: structure.idParts[0], second: structure.idParts[1] },
    });
  }
  const software = [info.producer, info.creator].filter((s): s is string => !!s);
  const editor = software.find((s) => EDITORS.test(s));
  if (editor) {
    findings.push({
      code: 'EDITOR_SOFTWARE',
      strength: 'weak',
      message: `Made or saved by software that edits PDFs: ${editor}.`,
      evidence: { producer: info.producer ?? '', creator: info.creator ?? '' },
    });
  }
  const created = pdfDate(info.created);
  const modified = pdfDate(info.modified);
  if (created && modified) {
    const gap = (Date.parse(modified) - Date.parse(created)) / 1000;
    if (Number.isFinite(gap) && gap > 120) {
      findings.push({
        code: 'MODIFIED_AFTER_CREATION',
        strength: 'weak',
        message: `Modified ${humanGap(gap)} after it was created.`,
        evidence: { created, modified },
      });
    }
  }
  return findings;
}

function humanGap(seconds: number): string {
  if (seconds < 3600) return `${Math.round(seconds / 60)} minutes`;
  if (seconds < 86400 * 2) return `${Math.round(seconds / 3600)} hours`;
  return `${Math.round(seconds / 86400)} days`;
}

const MONEY = /^[-+(]?[$€£¥₹]?[-+]?\d{1,3}(?:[,.' ]\d{3})*[.,]\d{2}[-)]?(?:CR|DR)?$/;

/**
 * A transaction's figure set in a font or size that no other transaction figure of its column
 * uses. Only figures on transaction rows count: totals and balances printed in bold are the
 * layout, not an edit. Needs the statement (convert), so `inspect` does not report it.
 */
function fontFindings(pages: readonly PageWords[], statement: Statement | null): AuthenticityFinding[] {
  const findings: AuthenticityFinding[] = [];
  if (!statement) return findings;
  for (const page of pages) {
    if (page.source !== 'text') continue;
    const rows = statement.transactions.filter((t) => t.page === page.page);
    const onRow = (w: Word) => rows.some((t) => Math.abs(t.y - w.y) < Math.max(2, w.height * 0.6));
    const amounts = page.words.filter((w) => MONEY.test(w.text) && w.font !== undefined && onRow(w));
    // Columns of right-aligned figures: right edges within 2 points.
    const columns: Word[][] = [];
    for (const word of [...amounts].sort((a, b) => a.x + a.width - (b.x + b.width))) {
      const right = word.x + word.width;
      const column = columns.find((c) => Math.abs((c[0] as Word).x + (c[0] as Word).width - right) < 2);
      if (column) column.push(word);
      else columns.push([word]);
    }
    for (const column of columns) {
      if (column.length < 4) continue;
      const style = (w: Word) => `${w.font}@${w.height.toFixed(1)}`;
      const counts = new Map<string, number>();
      for (const w of column) counts.set(style(w), (counts.get(style(w)) ?? 0) + 1);
      const [main, mainCount] = [...counts].sort((a, b) => b[1] - a[1])[0] as [string, number];
      if (mainCount < column.length - 1 || counts.size < 2) continue;
      const odd = column.find((w) => style(w) !== main) as Word;
      const row = statement ? statement.transactions.findIndex((t) => t.page === page.page && Math.abs(t.y - odd.y) < odd.height) : -1;
      findings.push({
        code: 'FONT_MISMATCH',
        strength: 'strong',
        message: `The figure ${odd.text} on page ${page.page} is set in ${describeStyle(odd)}; the ${column.length - 1} other figures of its column in ${describeStyle(column.find((w) => style(w) === main) as Word)}.`,
        page: page.page,
        ...(row >= 0 ? { transactionIndex: row } : {}),
        evidence: { figure: odd.text, font: odd.font ?? '', size: Number(odd.height.toFixed(2)), columnFont: main },
      });
    }
  }
  return findings;
}

function describeStyle(word: Word): string {
  return `font ${word.font} at ${word.height.toFixed(1)} pt`;
}

/** Words drawn over other words: the text layer holds two texts where the page shows one. */
function overlapFindings(pages: readonly PageWords[], statement: Statement | null): AuthenticityFinding[] {
  const findings: AuthenticityFinding[] = [];
  for (const page of pages) {
    if (page.source !== 'text') continue;
    const words = [...page.words].sort((a, b) => a.y - b.y);
    const reported = new Set<Word>();
    for (let i = 0; i < words.length; i++) {
      const a = words[i] as Word;
      for (let j = i + 1; j < words.length; j++) {
        const b = words[j] as Word;
        if (b.y > a.y + a.height) break;
        if (a.text === b.text || reported.has(a) || reported.has(b) || !/\d/.test(a.text + b.text)) continue;
        const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (w <= 0 || h <= 0) continue;
        const smaller = Math.min(a.width * a.height, b.width * b.height);
        if ((w * h) / smaller < 0.6) continue;
        reported.add(a);
        reported.add(b);
        const row = statement ? statement.transactions.findIndex((t) => t.page === page.page && Math.abs(t.y - a.y) < a.height) : -1;
        findings.push({
          code: 'OVERLAPPING_TEXT',
          strength: 'strong',
          message: `On page ${page.page}, "${b.text}" is drawn over "${a.text}": the text layer holds both where the page shows one (a figure covered and written over?).`,
          page: page.page,
          ...(row >= 0 ? { transactionIndex: row } : {}),
          evidence: { texts: [a.text, b.text], x: Number(a.x.toFixed(1)), y: Number(a.y.toFixed(1)) },
        });
      }
    }
  }
  return findings.slice(0, 20);
}

function arithmeticFindings(statement: Statement | null): AuthenticityFinding[] {
  if (statement?.reconciliation.status !== 'failed') return [];
  const broken = (statement as Statement).warnings.filter((w) => w.code === 'BALANCE_MISMATCH' || w.code === 'TOTALS_MISMATCH');
  if (broken.length === 0) return [];
  return broken.slice(0, 10).map((w) => ({
    code: 'ARITHMETIC_BREAK' as const,
    strength: 'strong' as const,
    message: `The arithmetic breaks: ${w.message}`,
    ...(w.page !== undefined ? { page: w.page } : {}),
    ...(w.transactionIndex !== undefined ? { transactionIndex: w.transactionIndex } : {}),
    evidence: { warning: w.code },
  }));
}

export function verdictOf(findings: readonly AuthenticityFinding[]): Authenticity['verdict'] {
  const strong = findings.some((f) => f.strength === 'strong');
  const weakKinds = new Set(findings.filter((f) => f.strength === 'weak').map((f) => f.code));
  return strong || weakKinds.size >= 2 ? 'signs-of-editing' : 'no-signs';
}

/** The file's structural signs, read from its bytes before anything else opens them. */
export function fileStructure(bytes: Uint8Array): Promise<FileStructure> {
  return readStructure(bytes);
}

export function assessAuthenticity(structure: FileStructure, info: DocumentInfo, pages: readonly PageWords[], statement: Statement | null): Authenticity {
  const findings = [
    ...structureFindings(structure, info),
    ...fontFindings(pages, statement),
    ...overlapFindings(pages, statement),
    ...arithmeticFindings(statement),
  ];
  return {
    verdict: verdictOf(findings),
    findings,
    producer: info.producer ?? null,
    creator: info.creator ?? null,
    created: pdfDate(info.created),
    modified: pdfDate(info.modified),
    revisions: structure.revisions.length,
  };
}
