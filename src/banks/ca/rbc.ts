import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'rbc-ca',
  name: 'RBC Royal Bank',
  aliases: ['Royal Bank of Canada', 'RBC'],
  country: 'CA',
  currency: 'CAD',
  detect: {
    names: ['Royal Bank of Canada', 'RBC Royal Bank'],
    bics: ['ROYCCAT2'],
    domains: ['rbcroyalbank.com', 'rbc.com'],
    phrases: ['Details of your account activity', 'Your opening balance'],
  },
  locale: LOCALES.enCA,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Withdrawals ($)', credit: 'Deposits ($)', balance: 'Balance ($)' },
    { dateFormat: 'dd MMM', openingLabel: 'Opening balance', closingLabel: 'Closing balance', accountLabel: 'Your account number' },
  ),
  source:
    'pdfsub.com/blog/rbc-bank-statement-explained (RBC Royal Bank header, Account summary, transaction headers Date | Description | Withdrawals | Deposits | Balance, per-row balance, CAD) and the RBC statement FAQ at rbcroyalbank.com. "Details of your account activity" prints Withdrawals ($) / Deposits ($) / Balance ($) with "dd Mon" dates between Opening balance and Closing balance (business accounts say Cheques & Debits / Deposits & Credits).',
});
