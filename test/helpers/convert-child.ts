/**
 * Child process for test/hostile.test.ts: converts one file through the library and prints the
 * outcome as JSON. It deliberately never calls closeWorkers(): the process must still exit on its
 * own, proving that no thread or timer a document started outlives `convert`.
 */
import { readFile } from 'node:fs/promises';
import { ConversionError, convert } from '../../src/index.ts';

const [file, timeout] = process.argv.slice(2);
const bytes = await readFile(file as string);
try {
  const statement = await convert(bytes, { ocr: false, ...(timeout ? { timeoutMs: Number(timeout) } : {}) });
  process.stdout.write(JSON.stringify({ ok: true, transactions: statement.transactions.length }));
} catch (error) {
  process.stdout.write(JSON.stringify({ ok: false, code: ConversionError.is(error) ? error.code : null, message: String(error) }));
}
