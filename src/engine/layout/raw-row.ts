/** A table row as the layout reads it: its lines and its cells' text by column role, not yet parsed. */
import type { Line } from './lines.ts';

export interface RawRow {
  page: number;
  top: number;
  lines: Line[];
  date?: string;
  /** True when the row printed no date and took the previous row's. */
  dateInherited?: boolean;
  valueDate?: string;
  typeCode?: string;
  reference?: string;
  description: string[];
  debit?: string;
  credit?: string;
  amount?: string;
  balance?: string;
  direction?: string;
  /** Set when the table's section heading fixes the sign of unsigned amounts. */
  sectionSign?: 1 | -1;
  /** Lowest word confidence among the row's date and figures: what reconciliation rests on. */
  valueConfidence: number;
  /** 0..1: the OCR confidence of the printed date (1 for a text layer); absent without one. */
  dateConfidence?: number;
  /** Figures whose OCR reading was changed to make them amounts (reported as OCR_CORRECTION). */
  repairs?: string[];
  /** Which table of the section the row was read from (a new header starts a new table). */
  segment?: number;
}
