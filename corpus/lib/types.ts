/** Ground-truth format shared with /work/shared/corpus-real (*.truth.json). */
export interface TruthTransaction {
  date: string;
  valueDate?: string;
  typeCode?: string;
  description: string;
  amount: string;
  balance: string | null;
}

export interface TruthStatement {
  statementPeriod: string;
  periodStart: string;
  periodEnd: string;
  pages: number[];
  openingBalance: string;
  closingBalance: string;
  transactionCount: number;
}

export interface Truth {
  family: string;
  seed: number;
  kind: 'TEXT_BASED';
  password: string | null;
  bank: string;
  documentType: 'bank_account' | 'credit_card';
  currency: string;
  accountLast4: string;
  statementPeriod: string;
  openingBalance: string;
  closingBalance: string;
  pages: number;
  periodStart: string;
  periodEnd: string;
  statements?: TruthStatement[];
  transactions: TruthTransaction[];
}

export interface RenderSpec {
  familyId: string;
  seed: number;
  /** When set, the PDF is encrypted with this user password. */
  password: string | null;
}

export interface Rendered {
  pdf: Buffer;
  truth: Truth;
}

export interface Family {
  id: string;
  description: string;
  render(spec: RenderSpec): Promise<Rendered>;
}
