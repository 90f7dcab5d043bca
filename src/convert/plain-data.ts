/**
 * Statements cross thread boundaries by structured clone, which keeps a Decimal's fields but not
 * its class. `toPlain` turns every Decimal into `{ $decimal: "12.30" }` (its exact string) and
 * `fromPlain` turns those back into Decimals on the other side.
 */
import { Decimal } from 'decimal.js';

const TAG = '$decimal';

export function toPlain(value: unknown): unknown {
  if (Decimal.isDecimal(value)) return { [TAG]: (value as Decimal).toString() };
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) out[key] = toPlain(field);
    return out;
  }
  return value;
}

export function fromPlain<T>(value: unknown): T {
  return revive(value) as T;
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record[TAG] === 'string' && Object.keys(record).length === 1) return new Decimal(record[TAG]);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(record)) out[key] = revive(field);
    return out;
  }
  return value;
}

/** A statement as JSON text that keeps every Decimal exact (`{ "$decimal": "12.30" }`), for storing it. */
export function serializeStatement(statement: unknown): string {
  return JSON.stringify(toPlain(statement));
}

/** The statement `serializeStatement` wrote, its money back as Decimal. */
export function parseStatement<T>(text: string): T {
  return fromPlain<T>(JSON.parse(text));
}
