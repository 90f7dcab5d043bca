/**
 * docs/benchmarks.md is shared by several benchmarks; each owns one `## ` section and replaces
 * only that section, keeping the others.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export const REPORT = 'docs/benchmarks.md';

const HEAD = `# Benchmarks

Each section is written by its benchmark (\`npm run bench\` runs them all; see benchmarks/).`;

/** The p-th percentile (nearest rank) of some latencies. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Milliseconds as printed: one decimal under 10. */
export const ms = (value: number): string => value.toFixed(value < 10 ? 1 : 0);

export function machine(): string {
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${new Date().toISOString().slice(0, 10)}`;
}

/** Replaces the section that starts with `## ${heading}` (or appends it), keeping the others. */
export function writeSection(heading: string, body: string, file = REPORT): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `${HEAD}\n`;
  const sections = text.split(/\n(?=## )/);
  const head = sections[0]?.startsWith('## ') ? HEAD : (sections.shift() as string);
  const rest = sections.filter((s) => !s.startsWith(`## ${heading}\n`));
  const mine = `## ${heading}\n\n${body.trim()}\n`;
  const ordered = [...rest, mine].sort((a, b) => order(a) - order(b));
  writeFileSync(file, `${[head.trim(), ...ordered.map((s) => s.trim())].join('\n\n')}\n`);
}

/**
 * Replaces the subsection `### ${subheading}` of the section `## ${heading}` (or appends it),
 * keeping the section's other subsections and the text before them.
 */
export function writeSubsection(heading: string, subheading: string, body: string, file = REPORT): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const section = text.split(/\n(?=## )/).find((s) => s.startsWith(`## ${heading}\n`));
  const parts = (section ?? `## ${heading}\n`).replace(`## ${heading}\n`, '').split(/\n(?=### )/);
  const lead = parts[0]?.startsWith('### ') ? '' : (parts.shift() as string);
  const others = parts.filter((p) => !p.startsWith(`### ${subheading}\n`));
  const mine = `### ${subheading}\n\n${body.trim()}`;
  writeSection(heading, [lead.trim(), ...others.map((p) => p.trim()), mine].filter(Boolean).join('\n\n'), file);
}

const ORDER = [
  'Text statements',
  'Throughput against pdftotext',
  'Speed against the peers',
  'Where text conversion time goes',
  'First sight',
  'First sight, after study',
  'Blind corpus and real statements',
  'Bank profiles',
  'Scanned statements',
  'HTTP service',
  'HTTP service, cluster',
  'Faults in a cluster',
  'Start-up',
  'Web page',
  'Browser engine',
  'Fuzzing',
  'Payees and categories',
];
function order(section: string): number {
  const i = ORDER.findIndex((h) => section.startsWith(`## ${h}\n`));
  return i < 0 ? ORDER.length : i;
}
