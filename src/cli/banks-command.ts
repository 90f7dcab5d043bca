/** `bsc banks [--json] [--country CC]`: the bank registry, as a table or as JSON. */
import { parseArgs } from 'node:util';
import { listBanks } from '../index.ts';
import type { Io } from './io.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';

export async function banksCommand(args: string[], io: Io): Promise<ExitCode> {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean', default: false }, country: { type: 'string' } } });
  const country = values.country?.toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) throw new UsageError('--country takes a two-letter country code (GB, US, DE, ...)');
  const banks = listBanks().filter((b) => !country || b.country === country);
  if (values.json) {
    const rows = banks.map((b) => ({
      id: b.id,
      name: b.name,
      country: b.country,
      currency: b.currency,
      documentType: b.documentType ?? 'bank_account',
      language: b.locale.language,
      aliases: b.aliases ?? [],
    }));
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return EXIT.OK;
  }
  const width = Math.max(4, ...banks.map((b) => b.id.length));
  for (const b of banks) io.stdout.write(`${b.id.padEnd(width)}  ${b.country}  ${b.currency}  ${b.name}\n`);
  io.stderr.write(`${banks.length} bank profiles from ${new Set(banks.map((b) => b.country)).size} countries\n`);
  return EXIT.OK;
}
