import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'kotak-in',
  name: 'Kotak Mahindra Bank',
  aliases: ['Kotak', 'Kotak 811'],
  country: 'IN',
  currency: 'INR',
  detect: {
    names: ['Kotak Mahindra Bank Limited', 'Kotak Mahindra Bank Ltd'],
    bics: ['KKBKINBB'],
    domains: ['kotak.com'],
    phrases: ['Withdrawal (Dr)', 'Deposit (Cr)'],
  },
  locale: LOCALES.enIN,
  statement: debitCreditTable(
    { date: 'Date', description: 'Narration', reference: 'Chq/Ref No', debit: 'Withdrawal (Dr)', credit: 'Deposit (Cr)', balance: 'Balance' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account No' },
  ),
  source:
    'https://www.kotak.com/content/kotakcl/en/personal-banking/accounts/savings-account/silk-woman-savings-account/silk-woman-savings-account-faqs.html (sample statement: Date | Narration | Withdrawal | Deposit | Closing balance, first row Opening Balance). The "(Dr)/(Cr)" and Chq/Ref No labels and dd-MM-yyyy are from typical Kotak PDFs, not verified.',
});
