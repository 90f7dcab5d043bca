/** Writes docs/banks.md from the registry: `npm run docs:banks`. A test keeps it current. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listBanks } from '../src/index.ts';
import { readProfileStatements } from './profile-statements.ts';

const SIGNS = { columns: 'debit / credit columns', signed: 'signed amount', 'cr-dr': 'CR / DR suffix', card: 'card (purchases +)' } as const;

export function renderBanksDoc(): string {
  const banks = listBanks();
  const checked = readProfileStatements();
  const checkedOn = (id: string) => {
    const paths = checked[id] ?? [];
    const real = paths.filter((p) => p.includes('corpus-real')).length;
    return paths.length === 0 ? '' : [real ? `${real} real` : '', paths.length - real ? `${paths.length - real} blind` : ''].filter(Boolean).join(', ');
  };
  const countries = new Set(banks.map((b) => b.country));
  const lines = [
    '# Supported banks',
    '',
    `Generated from the registry by \`npm run docs:banks\` (scripts/banks-doc.ts): ${banks.length} profiles from ${countries.size} countries.`,
    'Statements from any other bank are read by the generic parser (`metadata.bank` is then `Unknown`).',
    'To add a bank, see [adding-a-bank.md](adding-a-bank.md).',
    '',
    'The "basis" column says where a profile\'s layout comes from: *researched* (public samples, help pages: see its `source`) or *assumed* (its `source` says part of the layout was assumed, not seen on a statement).',
    `The "checked on" column counts the real and blind statements (written by people who never saw the engine) each profile is detected on and must read exactly: test/banks/profile-statements.test.ts, list made by \`npm run docs:profile-statements\`. ${Object.keys(checked).length} profiles are checked on such a statement; the others only on samples rendered from the profile (test/banks/conformance.test.ts).`,
    '',
    '| id | bank | country | currency | language | dates | table | basis | checked on |',
    '|---|---|---|---|---|---|---|---|---|',
    ...banks.map(
      (b) =>
        `| \`${b.id}\` | ${b.name} | ${b.country} | ${b.currency} | ${b.locale.language} | \`${b.statement.dateFormat}\` | ${SIGNS[b.statement.signs]}: ${b.statement.columns.map((c) => c.label).join(' · ')} | ${/assum/i.test(b.source) ? 'assumed' : 'researched'} | ${checkedOn(b.id)} |`,
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
