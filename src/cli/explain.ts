/**
 * `bsc inspect FILE --explain`: how the statement was read, in words. Which bank profile was
 * chosen and why (every profile's score and the evidence it found), which of the profile's fields
 * the reader used, the table and columns each section was read from, the verdict, and the
 * warnings; or, when nothing could be read, what was missing.
 */
import { type BankProfile, ConversionError, type InspectResult, type Statement, getBank } from '../index.ts';

interface Explained {
  inspected: InspectResult;
  statement?: Statement;
  error?: unknown;
  /** The profiles loaded from the user's files for this command. */
  profiles: BankProfile[];
  forced: string | undefined;
}

export function explainText({ inspected, statement, error, profiles, forced }: Explained): string {
  const out: string[] = [`PDF: ${inspected.pdfType}, ${inspected.numberOfPages} page(s)${inspected.encrypted ? ', encrypted' : ''}`];
  if (profiles.length) out.push(`Your profiles: ${profiles.map((p) => `${p.id}${p.override ? ' (overrides the built-in one)' : ''}`).join(', ')}`);
  if (!statement) {
    const message = ConversionError.is(error) ? `${error.code}: ${error.message}` : String((error as Error)?.message ?? error);
    out.push(`Nothing was read. ${message}`);
    return `${out.join('\n')}\n`;
  }
  out.push(...detectionLines(statement, forced));
  const profile = statement.metadata.bankId ? getBank(statement.metadata.bankId) : undefined;
  if (profile) out.push(...fieldLines(profile, statement));
  statement.reconciliation.evidence.forEach((e, i) => {
    const name = statement.reconciliation.evidence.length > 1 ? `Section ${i + 1}` : 'Reading';
    out.push(`${name}: table ${e.table}; money columns ${e.columns}; signs ${e.signs}; ${e.transactions} rows`);
    if (e.columnsAt) out.push(`  columns at (points from the page's left edge): ${e.columnsAt}`);
    out.push(
      `  printed balances held ${e.balancesHeld} of ${e.balancesChecked}; opening + amounts = closing: ${e.totals}; lines with a date and an amount left unread: ${e.moneyLinesUnread} of ${e.moneyLines}; ${e.readingsConsidered} readings compared`,
    );
  });
  out.push(`Verdict: ${statement.reconciliation.status} (${statement.reconciliation.statusReason})`);
  if (statement.warnings.length) {
    out.push(`Warnings (${statement.warnings.length}):`);
    for (const w of statement.warnings.slice(0, MAX_WARNINGS)) out.push(`  ${w.code}: ${w.message}`);
    if (statement.warnings.length > MAX_WARNINGS) out.push(`  ... and ${statement.warnings.length - MAX_WARNINGS} more`);
  }
  return `${out.join('\n')}\n`;
}

const MAX_WARNINGS = 20;

function detectionLines(statement: Statement, forced: string | undefined): string[] {
  if (forced) return [`Bank profile: ${forced}, forced with --bank (no detection)`];
  const report = statement.bankDetection;
  if (!report) return [`Bank profile: ${statement.metadata.bankId ?? 'none'}`];
  const lines = [`Bank profile: ${report.chosen ?? 'none'}: ${report.reason}`];
  if (report.scores.length === 0) lines.push('  no profile found any of its evidence in the document');
  for (const s of report.scores) lines.push(`  ${String(s.score).padStart(3)}  ${s.id}${s.own ? ' (yours)' : ''}: ${s.matched.join(', ')}`);
  return lines;
}

/** The profile's fields and what the reader did with each. */
function fieldLines(profile: BankProfile, statement: Statement): string[] {
  const contradicted = (field: string) => statement.warnings.some((w) => w.code === 'PROFILE_CONTRADICTED' && w.message.includes(field));
  const used = (field: string, value: string) =>
    `  ${field} = ${value}: ${contradicted(field) ? 'contradicted by the document (see the warning), not used' : 'used'}`;
  const layout = profile.statement;
  const lines = ['Profile fields:'];
  lines.push(used('locale.dateOrder', profile.locale.dateOrder));
  lines.push(used('locale.decimal', JSON.stringify(profile.locale.decimal)));
  // Said as read: a table found by its rows' shape used no header line, the profile's labels included.
  const byShape = statement.reconciliation.evidence.some((e) => e.table.startsWith('rows by their shape'));
  lines.push(
    `  statement.columns = ${layout.columns.map((c) => `${c.role} "${c.label}"`).join(', ')}: labels recognised as table headers${byShape ? " (none was found on the page: the table was read by its rows' shape)" : ''}`,
  );
  const starts = layout.columns.filter((c) => c.startsAt !== undefined);
  if (starts.length)
    lines.push(`  statement.columns[].startsAt = ${starts.map((c) => `${c.role} at ${c.startsAt}`).join(', ')}: cells crossing these positions split there`);
  const roles = layout.columns.map((c) => c.role);
  if (roles.includes('date') && roles.includes('valueDate')) {
    const side = roles.indexOf('date') < roles.indexOf('valueDate') ? 'left' : 'right';
    lines.push(`  statement.columns: date ${side} of valueDate: of two dates a row prints, the ${side} one is the transaction's unless the header names them`);
  }
  lines.push(`  statement.openingLabel / closingLabel = "${layout.openingLabel}" / "${layout.closingLabel}": recognised as balance labels`);
  if (layout.totalOutLabel || layout.totalInLabel)
    lines.push(
      `  statement.totalOutLabel / totalInLabel = ${JSON.stringify(layout.totalOutLabel ?? null)} / ${JSON.stringify(layout.totalInLabel ?? null)}: their figures check the reading; lines under them are totals, not rows`,
    );
  if (profile.documentType) lines.push(`  documentType = ${profile.documentType}: used`);
  if (layout.skipLines?.length)
    lines.push(`  statement.skipLines = ${layout.skipLines.map((s) => JSON.stringify(s)).join(', ')}: lines containing them not read`);
  if (layout.skipBlocks?.length)
    lines.push(
      `  statement.skipBlocks = ${layout.skipBlocks.map((b) => `from ${JSON.stringify(b.from)}${b.to ? ` to ${JSON.stringify(b.to)}` : ' to the page end'}`).join(', ')}: not read`,
    );
  if (layout.sideHeadings?.length)
    lines.push(
      `  statement.sideHeadings = ${layout.sideHeadings.map((h) => `${JSON.stringify(h.heading)} ${h.side}`).join(', ')}: the rows under them take that side`,
    );
  if (layout.sideWords)
    lines.push(
      `  statement.sideWords = out ${JSON.stringify(layout.sideWords.out ?? [])}, in ${JSON.stringify(layout.sideWords.in ?? [])}: figures and direction cells marked so take that side`,
    );
  if (layout.rowOrder) lines.push(`  statement.rowOrder = ${layout.rowOrder}: the balances chain in that order`);
  if (profile.locale.monthNames) lines.push(`  locale.monthNames = ${JSON.stringify(profile.locale.monthNames)}: read as month names`);
  lines.push(
    `  statement.accountLabel = "${layout.accountLabel}": a line printing it before an account number not seen before starts that account's rows${statement.sections.length > 1 ? ` (${statement.sections.length} accounts or statements read)` : ''}`,
  );
  if (profile.transformWords) lines.push('  transformWords: the code hook rewrote the words before reading');
  lines.push(`  currency = ${profile.currency}: used where the statement prints none`);
  const compact = /^[dMy]+$/.test(layout.dateFormat);
  lines.push(
    `  statement.dateFormat "${layout.dateFormat}": ${compact ? 'used: runs of that many digits are dates in its order' : 'describes the statement; the reader recognises the date forms by itself'}`,
  );
  lines.push(
    `  statement.signs ${layout.signs}, locale.language ${profile.locale.language}: describe the statement (samples, readers of the profile); the reader takes these from the content`,
  );
  return lines;
}
