/**
 * Column-header vocabulary in English, German, French, Spanish, Italian, Dutch, Portuguese (plus a
 * few Nordic and Polish words), normalised with `normalizeLabel`. A header cell matches a role
 * when its normalised text equals a term or (for terms of five letters or more) contains one; an
 * exact match beats containment, and a longer contained term beats a shorter one
 * ("vorgangbuchungsinformation" is a description, not a "buchung" date).
 */
export type ColumnRole = 'valueDate' | 'date' | 'typeCode' | 'reference' | 'debit' | 'credit' | 'balance' | 'amount' | 'direction' | 'description';

export const HEADER_TERMS: ReadonlyArray<readonly [ColumnRole, readonly string[]]> = [
  [
    'valueDate',
    [
      'valuedate',
      'valuedt',
      'valuta',
      'wert',
      'valeur',
      'datevaleur',
      'fechavalor',
      'fvalor',
      'datavaluta',
      'datavalor',
      'valutadatum',
      'postdate',
      'postingdate',
      'posteddate',
      'datawaluty',
      'rentedag',
      'rentedato',
      'valutadag',
      'bokforingsdag',
      'bokfort',
      'liq',
      'fechaliq',
      'fechaliquidacion',
      // Value and posting dates in other scripts: Cyrillic, Greek, Hebrew, Arabic, Hindi, Thai, CJK.
      'валютування',
      'валютирования',
      'валютирование',
      'вальор',
      'датавалуте',
      'датавалютирования',
      'датапроводки',
      'датапроведення',
      'проведено',
      'датаобработки',
      'αξια',
      'ημνιααξιας',
      'καταχωριση',
      'ערך',
      'תאריךערך',
      'قيمة',
      'تاريخالقيمة',
      'تاريخالاستحقاق',
      'मूल्यदिनांक',
      'วันที่มีผล',
      '起息日',
      '记账日期',
      '入账日期',
      '計上日',
      '記帳日',
      '기산일',
      '처리일자',
    ],
  ],
  [
    'balance',
    [
      'balance',
      'runningbalance',
      'endingdailybalance',
      'closingbalance',
      'saldo',
      'solde',
      'kontostand',
      'saldocontabilistico',
      'saldopooperacji',
      'saldocontabile',
      'saldodisponivel',
    ],
  ],
  [
    'debit',
    [
      'debit',
      'debits',
      'debitamount',
      'debitamt',
      'withdrawalamount',
      'amountdebited',
      'moneyoutamount',
      'paidout',
      'withdrawal',
      'withdrawals',
      'withdrawalamt',
      'withdrawalssubtractions',
      'subtractions',
      'withdrawn',
      'moneyout',
      'soll',
      'belastung',
      'belastungen',
      'lastschrift',
      'ausgang',
      'cargo',
      'cargos',
      'debe',
      'dare',
      'addebiti',
      'uscite',
      'af',
      'debet',
      'debito',
      'debitos',
      'obciazenia',
      'wyplaty',
      'uttag',
      'udbetaling',
      'charges',
      'out',
    ],
  ],
  [
    'credit',
    [
      'credit',
      'credits',
      'creditamount',
      'creditamt',
      'depositamount',
      'amountcredited',
      'paidin',
      'deposit',
      'deposits',
      'depositamt',
      'depositsadditions',
      'additions',
      'moneyin',
      'receipts',
      'haben',
      'gutschrift',
      'gutschriften',
      'eingang',
      'abono',
      'abonos',
      'haber',
      'avere',
      'accrediti',
      'entrate',
      'bij',
      'credito',
      'creditos',
      'uznania',
      'wplaty',
      'insattning',
      'indbetaling',
      'in',
    ],
  ],
  [
    'amount',
    [
      'amount',
      'amt',
      'transactionamount',
      'betrag',
      'umsatz',
      'montant',
      'importe',
      'importo',
      'bedrag',
      'montante',
      'kwota',
      'belopp',
      'belob',
      'valor',
      'valorrs',
      'amounteur',
      'amountgbp',
      'amountusd',
      'betrageur',
      'bedrageur',
      'importeeur',
    ],
  ],
  ['direction', ['afbij', 'dc', 'drcr', 'crdr', 'sh', 'debitcredit']],
  [
    'date',
    [
      'date',
      'dates',
      'transactiondate',
      'transdate',
      'txndate',
      'bookingdate',
      'buchung',
      'buchungstag',
      'buchungsdatum',
      'datum',
      'dateoperation',
      'fecha',
      'fechaoperacion',
      'data',
      'dataoperazione',
      'datamov',
      'datamovimento',
      'dataoperacao',
      'dataoperacji',
      'boekdatum',
      'transaktionsdatum',
      'bokforingsdatum',
      'day',
      'transaktionsdag',
      'dato',
      'butag',
      'bookingday',
      'oper',
      'fechaoper',
    ],
  ],
  ['typeCode', ['type', 'typ', 'code', 'trancode']],
  [
    'reference',
    [
      'number',
      'no',
      'chqno',
      'chqrefno',
      'refno',
      'ref',
      'reference',
      'checkno',
      'checknumber',
      'cheque',
      'chequeno',
      'belegnr',
      'referenz',
      'referencia',
      'riferimento',
      'referentie',
      'documento',
      'numero',
    ],
  ],
  [
    'description',
    [
      'description',
      'descriptions',
      'details',
      'transactiondetails',
      'particulars',
      'narration',
      'narrative',
      'memo',
      'transaction',
      'transactions',
      'vorgang',
      'verwendungszweck',
      'buchungstext',
      'buchungsinformation',
      'text',
      'libelle',
      'operation',
      'operations',
      'natureoperation',
      'concepto',
      'descripcion',
      'descrizione',
      'causale',
      'omschrijving',
      'mededelingen',
      'descritivo',
      'descricao',
      'historico',
      'opis',
      'tytul',
      'beskrivning',
      'tekst',
      'merchant',
      'payee',
      'referenstext',
      'forklaring',
      'beschreibung',
      'umsatzbeschreibung',
      'lancamento',
      'lancamentos',
      'activitydescription',
    ],
  ],
];

/** Phrases that mark a row as a balance line, not a transaction. Normalised, matched as prefixes. */
export const OPENING_BALANCE_TERMS = [
  'balancebroughtforward',
  'broughtforward',
  'balanceforward',
  'openingbalance',
  'previousbalance',
  'beginningbalance',
  'startingbalance',
  'balanceatstart',
  'balancefromprevious',
  'lastbalance',
  'alterkontostand',
  'altersaldo',
  'saldovortrag',
  'vortrag',
  'anfangssaldo',
  'saldoanterior',
  'saldoinicial',
  'soldeprecedent',
  'anciensolde',
  'soldecrediteurau',
  'soldedebiteurau',
  'soldeau',
  'saldoiniziale',
  'saldoprecedente',
  'beginsaldo',
  'vorigsaldo',
  'saldoinicial',
  'saldopoczatkowe',
  'ingaendesaldo',
  'openingbal',
  'ubertrag',
  'uebertrag',
  'previousstatementbalance',
  'balancefromlaststatement',
  'balancelaststatement',
  'saldofrakontoutskrift',
  'inngaendesaldo',
];
export const CLOSING_BALANCE_TERMS = [
  'balancecarriedforward',
  'carriedforward',
  'closingbalance',
  'newbalance',
  'endingbalance',
  'balanceatend',
  'finalbalance',
  'neuerkontostand',
  'neuersaldo',
  'endsaldo',
  'schlusssaldo',
  'saldofinal',
  'saldoactual',
  'nouveausolde',
  'soldefinal',
  'saldofinale',
  'eindsaldo',
  'nieuwsaldo',
  'saldoatual',
  'saldokoncowe',
  'utgaendesaldo',
  'closingbal',
  'kontostandper',
  'saldoideresfavor',
];
/**
 * Labels a statement prints for its opening and its closing balance alike ("Kontostand am
 * 01.03.2025" … "Kontostand am 31.03.2025"): the first is the opening, the last the closing.
 */
/** A day's closing balance printed inside the table ("SALDO DO DIA"): a balance, never a movement. */
export const DAY_BALANCE_TERMS = ['saldododia', 'saldodeldia', 'saldodia', 'tagessaldo', 'soldedujour', 'endofdaybalance', 'dailybalance'];
export const NEUTRAL_BALANCE_TERMS = [
  'kontostandam',
  'saldoam',
  'saldoper',
  'balanceon',
  'balanceasat',
  'balanceasof',
  'soldeau',
  'saldoal',
  'saldoa',
  'saldopr',
  ...DAY_BALANCE_TERMS,
];

/**
 * Summary-box labels for the period's money out and money in ("Totaal afgeschreven 2.082,11").
 * With the opening (or closing) balance they give the other one. Normalised, matched as prefixes.
 */
export const TOTAL_OUT_TERMS = [
  'totaldebits',
  'totaldebit',
  'totalwithdrawals',
  'totalpaidout',
  'totalmoneyout',
  'totalamountdebited',
  'totalofdebits',
  'totaalafgeschreven',
  'totaaldebet',
  'summesoll',
  'summelastschriften',
  'summebelastungen',
  'summeausgange',
  'totalbelastungen',
  'totaldesdebits',
  'totaldesoperationsdebitrices',
  'totaldebitos',
  'totalcargos',
  'totaldebe',
  'totaleaddebiti',
  'totaledare',
  'totaleuscite',
  'totaldedebitos',
  'sumaobciazen',
  'obciazeniarazem',
  'summauttag',
];
export const TOTAL_IN_TERMS = [
  'totalcredits',
  'totalcredit',
  'totaldeposits',
  'totalpaidin',
  'totalmoneyin',
  'totalamountcredited',
  'totalofcredits',
  'totaalbijgeschreven',
  'totaalcredit',
  'summehaben',
  'summegutschriften',
  'summeeingange',
  'totalgutschriften',
  'totaldescredits',
  'totaldesoperationscreditrices',
  'totalcreditos',
  'totalabonos',
  'totalhaber',
  'totaleaccrediti',
  'totaleavere',
  'totaleentrate',
  'totaldecreditos',
  'sumauznan',
  'uznaniarazem',
  'summainsattningar',
];

export interface BalanceTerms {
  opening: readonly string[];
  closing: readonly string[];
  neutral: readonly string[];
}

/** Rows that sum other rows. Only treated as non-transactions when they carry no date of their own. */
export const SUBTOTAL_TERMS = [
  'total',
  'totale',
  'totaal',
  'summe',
  'subtotal',
  'soustotal',
  'totaux',
  'totales',
  'razem',
  'netamount',
  'netactivity',
  'netchange',
];

/** Lines that are page furniture wherever they appear. */
/** A bare "2/3" is not matched: it is as likely a date ("02/03") continuing a description. */
export const PAGE_FURNITURE =
  /^(page|seite|pagina|página|blad|strona|sida|side|p\.)\s*\d+\s*(of|von|de|di|van|z|av|af|\/)\s*\d+$|^(continued|fortsetzung|suite|continua|continúa|vervolg)\b/i;

/**
 * Section headings over a table whose amounts are all one way (US statements list deposits and
 * withdrawals in separate tables of unsigned amounts). Normalised; matched as substrings.
 */
export const MONEY_OUT_SECTIONS = [
  'withdrawals',
  'subtractions',
  'otherdebits',
  'checkspaid',
  'chequespaid',
  'electronicwithdrawal',
  'atmanddebitcard',
  'debitcardpurchases',
  'purchases',
  'feescharged',
  'servicefees',
  'interestcharged',
  'cashadvances',
  'abbuchungen',
  'lastschriften',
  'retraits',
  'debits',
  'cargos',
  'addebiti',
  'afschrijvingen',
  'uitgaven',
  'checkscleared',
  'chequescleared',
  'checkspaid',
  'paidchecks',
  'servicecharges',
];
export const MONEY_IN_SECTIONS = [
  'deposits',
  'additions',
  'othercredits',
  'paymentsandcredits',
  'paymentsandothercredits',
  'creditsandpayments',
  'refunds',
  'gutschriften',
  'eingange',
  'versements',
  'abonos',
  'accrediti',
  'bijschrijvingen',
  'ontvangsten',
  'electroniccredits',
  'othercredits',
  'credits',
];

/**
 * Headings over tables that list balances, not movements (daily balances, balance by value date):
 * their dates and figures are never transactions. Normalised; matched as substrings.
 */
export const BALANCE_TABLE_HEADINGS = [
  'dailybalance',
  'dailyledgerbalance',
  'dailyendingbalance',
  'balancesummary',
  'balancebydate',
  'tagessalden',
  'soldesquotidiens',
  'saldigiornalieri',
  'saldosdiarios',
  'saldiperdatavaluta',
  'dagsaldi',
];

/**
 * Headings printed inside a table ("New Charges", "Payments and Credits"): a line that is only one
 * of these is a heading, never part of a description. Normalised; the whole line must match.
 */
export const IN_TABLE_HEADINGS = [
  'newcharges',
  'charges',
  'purchases',
  'payments',
  'paymentsandcredits',
  'paymentsandothercredits',
  'credits',
  'fees',
  'feescharged',
  'interestcharged',
  'interest',
  'transactions',
  'deposits',
  'withdrawals',
  'depositsandadditions',
  'withdrawalsandsubtractions',
  'otheractivity',
  'detail',
  'detailcontinued',
  'transactiondetail',
  'transactiondetails',
  'cashadvances',
  'adjustments',
];

/** The built-in balance vocabulary; a bank profile's own labels are added to it per document. */
export const DEFAULT_BALANCE_TERMS: BalanceTerms = { opening: OPENING_BALANCE_TERMS, closing: CLOSING_BALANCE_TERMS, neutral: NEUTRAL_BALANCE_TERMS };

/** Terms this long tolerate one misread letter ("Alter Saido" from OCR is still "Alter Saldo"). */
const FUZZY_TERM_LENGTH = 8;

/** The term `label` starts with, allowing one substituted letter in long terms; undefined if none. */
export function leadingTerm(label: string, terms: readonly string[]): string | undefined {
  const exact = terms.find((t) => label.startsWith(t));
  if (exact) return exact;
  return terms.find((t) => t.length >= FUZZY_TERM_LENGTH && label.length >= t.length && oneLetterApart(t, label.slice(0, t.length)));
}

/** Levenshtein distance of `a` and `b` is at most `limit` (letters misread, lost or added by OCR). */
export function editDistanceWithin(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      rowMin = Math.min(rowMin, current[j] as number);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return (previous[b.length] as number) <= limit;
}

/**
 * Same length, exactly one position different: one letter misread by OCR. (For equal lengths an
 * edit distance of 1 is one substitution, so counting differences is enough: this runs for every
 * label against every term, and the full edit distance was a sixth of all text-conversion time.)
 */
export function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && ++differences > 1) return false;
  return differences === 1;
}
