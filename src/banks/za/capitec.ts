import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'capitec-za',
  name: 'Capitec',
  aliases: ['Capitec Bank', 'Capitec Global One'],
  country: 'ZA',
  currency: 'ZAR',
  detect: { names: ['Capitec Bank Limited'], bics: ['CABLZAJJ'], domains: ['capitecbank.co.za'], phrases: ['Global One'] },
  locale: LOCALES.enZA,
  statement: signedAmountTable(
    { date: 'Date', description: 'Description', amount: 'Amount', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public Capitec statement PDF found. signnow.com guide to Capitec statements: account summary with opening balance, total credits/debits and closing balance; transaction list with date, description and one amount (positive for credits, negative for debits). Column labels and dd/MM/yyyy dates assumed; legal name Capitec Bank Limited, BIC CABLZAJJ, domain capitecbank.co.za.',
});
