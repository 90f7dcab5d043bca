/**
 * Scores statements against their ground truth, file by file: `tsx benchmarks/score-files.ts
 * <pdf or folder>... [--generic] [--ocr] [--verbose]`. Each PDF needs NAME.truth.json beside it.
 * For looking at what goes wrong on a set; `npm run bench` writes the reports.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeOcr, convert } from '../src/index.ts';
import { scoreStatement, type TruthLike } from './score.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { generic: { type: 'boolean', default: false }, ocr: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
});

const pdfs = positionals.flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.pdf'))
        .sort()
        .map((f) => join(p, f))
    : [p],
);
let expected = 0;
let exact = 0;
let statements = 0;
let shareSum = 0;
for (const pdf of pdfs) {
  const truth = JSON.parse(readFileSync(pdf.replace(/\.pdf$/, '.truth.json'), 'utf8')) as TruthLike & { password?: string | null; kind?: string };
  if (truth.kind === 'IMAGE_BASED' && !values.ocr) continue;
  statements++;
  expected += truth.transactions.length;
  const name = pdf.split('/').pop();
  try {
    const statement = await convert(readFileSync(pdf), { ...(truth.password ? { password: truth.password } : {}), ...(values.generic ? { bank: false } : {}) });
    const score = scoreStatement(statement, truth);
    exact += score.exact;
    shareSum += truth.transactions.length ? score.exact / truth.transactions.length : 1;
    const warnings = statement.warnings.filter((w) => w.code !== 'BANK_NOT_RECOGNISED');
    console.log(
      `${score.exact === score.expected && score.extracted === score.expected ? 'OK  ' : 'MISS'} ${name}: ${score.exact}/${score.expected} (extracted ${score.extracted}) warnings ${warnings.length} bank=${statement.metadata.bank}`,
    );
    const shown = values.verbose ? score.problems : score.problems.slice(0, 4);
    for (const p of shown) console.log(`       ${p}`);
    if (values.verbose) for (const w of warnings.slice(0, 12)) console.log(`       [${w.code}] ${w.message}`);
  } catch (error) {
    console.log(`FAIL ${name}: ${(error as Error).message}`);
  }
}
console.log(
  `\n${statements} statements, ${exact}/${expected} transactions exactly right (${((100 * exact) / Math.max(1, expected)).toFixed(2)}%), mean per statement ${((100 * shareSum) / Math.max(1, statements)).toFixed(2)}%`,
);
await closeOcr();
