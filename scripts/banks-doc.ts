/** Writes docs/banks.md from the registry: `npm run docs:banks`. A test keeps it current. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listBanks } from '../src/index.ts';

const SIGNS = { columns: 'debit / credit columns', signed: 'signed amount', 'cr-dr': 'CR / DR suffix', card: 'card (purchases +)' } as const;

export function renderBanksDoc(): string {
  const banks = listBanks();
  const countries = new Set(banks.map((b) => b.country));
  const lines = [
    '# Supported banks',
    '',
    `Generated from the registry by \`npm run docs:banks\` (scripts/banks-doc.ts): ${banks.length} profiles from ${countries.size} countries.`,
    'Statements from any other bank are read by the generic parser (`metadata.bank` is then `Unknown`).',
    'To add a bank, see [adding-a-bank.md](adding-a-bank.md).',
    '',
    'The "basis" column says where a profile\'s layout comes from: *researched* (public samples, help pages: see its `source`) or *assumed* (its `source` says part of the layout was assumed, not seen on a statement).',
    '',
    '| id | bank | country | currency | language | dates | table | basis |',
    '|---|---|---|---|---|---|---|---|',
    ...banks.map(
      (b) =>
        `| \`${b.id}\` | ${b.name} | ${b.country} | ${b.currency} | ${b.locale.language} | \`${b.statement.dateFormat}\` | ${SIGNS[b.statement.signs]}: ${b.statement.columns.map((c) => c.label).join(' · ')} | ${/assum/i.test(b.source) ? 'assumed' : 'researched'} |`,
    ),
    '',
    `Assumed in part: ${banks
      .filter((b) => /assum/i.test(b.source))
      .map((b) => `\`${b.id}\``)
      .join(', ')}.`,
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(new URL('../docs/banks.md', import.meta.url), renderBanksDoc());
  console.log('docs/banks.md written');
}
