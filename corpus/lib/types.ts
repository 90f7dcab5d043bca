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

/** Degradations of a scanned variant (see corpus/lib/scan.ts). */
export interface TruthScan {
  dpi: number;
  skewDegrees: number;
  noise: number;
  blur: number;
  jpegQuality: number;
}

export interface Truth {
  family: string;
  seed: number;
  /** TEXT_BASED for generated PDFs; IMAGE_BASED for their scanned variants (which also carry `scan`). */
  kind: 'TEXT_BASED' | 'IMAGE_BASED';
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
  scan?: TruthScan;
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
