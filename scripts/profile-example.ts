/**
 * Renders docs/examples/maple-credit-union.pdf, the statement of docs/adding-a-bank.md's worked
 * example: a Canadian credit union no built-in profile knows, printing month-first dates that
 * also read day-first, a pending hold inside the table and a daily-balance block under it.
 * Run: npx tsx scripts/profile-example.ts
 */
import { writeFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

const doc = new PDFDocument({ info: { CreationDate: new Date(0), Producer: 'example' }, margin: 36 });
const chunks: Buffer[] = [];
doc.on('data', (c: Buffer) => chunks.push(c));
doc.on('end', () => writeFileSync(new URL('../docs/examples/maple-credit-union.pdf', import.meta.url), Buffer.concat(chunks)));

doc.fontSize(14).text('Maple Leaf Community Credit Union', 50, 40);
doc.fontSize(9).text('www.mapleleafcu.example  ·  Chequing account 000123-45  ·  All amounts in CAD', 50, 60);
doc.text('Statement for March 2025', 50, 74);
const rows = [
  ['Date', 'Details', 'Amount', 'Balance'],
  ['03/01/2025', 'Balance forward', '', '1,250.00'],
  ['03/02/2025', 'Payroll deposit', '2,100.00', '3,350.00'],
  ['03/04/2025', 'Hydro bill payment', '-96.40', '3,253.60'],
  ['03/06/2025', 'PENDING - card hold, Corner Grocer', '-54.20', ''],
  ['03/07/2025', 'Corner Grocer', '-54.20', '3,199.40'],
  ['03/10/2025', 'Rent e-transfer', '-1,400.00', '1,799.40'],
  ['03/12/2025', 'Interest', '1.15', '1,800.55'],
];
let y = 110;
for (const [date, details, amount, balance] of rows) {
  doc.text(date as string, 50, y).text(details as string, 130, y);
  doc.text(amount as string, 360, y, { width: 80, align: 'right' }).text(balance as string, 450, y, { width: 80, align: 'right' });
  y += 15;
}
y += 10;
doc.text('Closing balance 1,800.55', 50, y);
y += 30;
doc.fontSize(10).text('Daily balance summary', 50, y);
doc.fontSize(9);
for (const [date, balance] of [
  ['03/02/2025', '3,350.00'],
  ['03/04/2025', '3,253.60'],
  ['03/10/2025', '1,799.40'],
]) {
  y += 15;
  doc
    .text(date as string, 50, y)
    .text('End-of-day balance', 130, y)
    .text(balance as string, 450, y, { width: 80, align: 'right' });
}
doc.end();
