/**
 * Reads QIF back with the npm package `qif2json` (a devDependency, not this project's code).
 * It reads one `!Type:` block; a file with several accounts is split at its `!Account` headers.
 */
import { createRequire } from 'node:module';

export interface ParsedQif {
  type: string;
  transactions: { date: string; amount: number; payee?: string; number?: string; memo?: string }[];
}

const qif2json = createRequire(import.meta.url)('qif2json') as { parse: (qif: string, options: { dateFormat?: string | string[] }) => ParsedQif };

/** `dateFormat`: qif2json's, e.g. `us` (MM/DD/YYYY) or `DD-MM-YYYY`. */
export function parseQif(text: string, dateFormat: string | string[]): ParsedQif {
  return qif2json.parse(text, { dateFormat });
}

/** Each account of a multi-account file: the `N` name of its `!Account` block and its parsed records. */
export function parseQifAccounts(text: string, dateFormat: string | string[]): { name: string; parsed: ParsedQif }[] {
  return text
    .split('!Account\r\n')
    .slice(1)
    .map((block) => {
      const [header, body] = block.split(/\^\r\n(?=!Type:)/) as [string, string];
      const name = /^N(.*)$/m.exec(header)?.[1] ?? '';
      return { name, parsed: parseQif(body, dateFormat) };
    });
}
