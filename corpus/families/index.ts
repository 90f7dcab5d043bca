/** Registry of layout families, in a stable order. */
import { family as auCrDr } from './au-cr-dr.ts';
import { family as bundleTwoMonths } from './bundle-two-months.ts';
import { family as cardAmexLike } from './card-amex-like.ts';
import { family as chApostrophe } from './ch-apostrophe.ts';
import { family as deSollHaben } from './de-soll-haben.ts';
import { family as esImporteSaldo } from './es-importe-saldo.ts';
import { family as frDebitCredit } from './fr-debit-credit.ts';
import { family as inIndianGrouping } from './in-indian-grouping.ts';
import { family as itDareAvere } from './it-dare-avere.ts';
import { family as ledgerNoHeader } from './ledger-no-header.ts';
import { family as nlAfBij } from './nl-af-bij.ts';
import { family as plObciazenia } from './pl-obciazenia.ts';
import { family as ptDebitoCredito } from './pt-debito-credito.ts';
import { family as ukPaidoutPaidin } from './uk-paidout-paidin.ts';
import { family as usCheckingSigned } from './us-checking-signed.ts';
import { family as usWithdrawalsDeposits } from './us-withdrawals-deposits.ts';
import type { Family } from '../lib/types.ts';

export const FAMILY_LIST: readonly Family[] = [
  ukPaidoutPaidin,
  usCheckingSigned,
  usWithdrawalsDeposits,
  deSollHaben,
  frDebitCredit,
  esImporteSaldo,
  itDareAvere,
  nlAfBij,
  ptDebitoCredito,
  chApostrophe,
  inIndianGrouping,
  auCrDr,
  cardAmexLike,
  ledgerNoHeader,
  bundleTwoMonths,
  plObciazenia,
];
