import { readFileSync } from 'node:fs';
import { convert, toJson } from '../src/index.ts';
const [file, pw] = process.argv.slice(2);
const s = await convert(readFileSync(file!), pw ? { password: pw } : {});
const doc = JSON.parse(toJson(s));
console.log(JSON.stringify({ metadata: doc.metadata, reconciliation: doc.reconciliation, statements: doc.statements, warnings: doc.warnings }, null, 1).slice(0, 4000));
