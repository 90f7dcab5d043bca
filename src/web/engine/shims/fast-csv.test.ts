import { writeToString as fastCsv } from 'fast-csv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeToString } from './fast-csv.ts';

describe('the browser build’s writeToString', () => {
  it('writes what fast-csv writes, for the options the CSV exporter uses', async () => {
    const cell = fc.oneof(fc.string(), fc.constantFrom('a,b', 'say "hi"', 'line\nbreak', '-12.30', ' ', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        fc.boolean(),
        async (rows, delimiter, bom) => {
          const options = { headers: ['A', 'B', 'C'], alwaysWriteHeaders: true, delimiter, rowDelimiter: '\r\n', includeEndRowDelimiter: true, writeBOM: bom };
          expect(await writeToString(rows, options)).toBe(await fastCsv(rows, options));
        },
      ),
    );
  });
});
