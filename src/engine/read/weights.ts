/**
 * What each piece of evidence is worth when readings compete: one table, so that the balance
 * between them can be seen and changed in one place. The arithmetic dominates: a printed balance
 * that follows, the totals that add up; the rest only breaks ties.
 */
export const WEIGHTS = {
  /** A printed balance the reading's amounts lead to exactly. */
  balanceHeld: 3,
  /** A printed balance they do not. */
  balanceBroken: -5,
  /** Opening + Σ amounts = closing, and its failure. */
  totalsHeld: 8,
  totalsFailed: -8,
  /** A summary's total money out or money in that the reading's amounts add up to. */
  sideTotalHeld: 2,
  /** Each transaction read (reading more of the statement is better, all else equal). */
  transaction: 0.5,
  /** A date far outside the statement's period (a misreading), and one just outside it. */
  dateFarOutside: -1,
  dateOutside: -0.05,
  /** A sign the chain had to turn against what was printed (its column, minus or marker). */
  printedSignTurned: -1,
  /** A line with a date and an amount the reading leaves unexplained. */
  lineUnread: -1,
  /** A reading with no transaction at all: never better than one that reads something. */
  nothingRead: -1000,
  /** Each departure from the first reading (another column role, table dropped, date order): small, so only the arithmetic moves it. */
  departure: -0.25,
  /** The vocabulary's first header (2), a later header (1), the rows' shape (0): this much per step. */
  proposalPrior: 0.1,
  /** A bank profile's own first reading, on a tie. */
  profilePrior: 0.2,
} as const;

/** Readings scoring within this much of the best, with other transactions, are a reported ambiguity. */
export const AMBIGUITY_MARGIN = 1;
