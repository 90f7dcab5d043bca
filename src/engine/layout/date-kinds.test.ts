import { describe, expect, it } from 'vitest';
import { rowDateColumn } from './date-kinds.ts';

describe('rowDateColumn', () => {
  it('ranks the kinds the stems name: a transaction date over a plain one, a plain one over a booking or value date', () => {
    expect(rowDateColumn([{ label: 'Posting date' }, { label: 'Date' }])?.label).toBe('Date');
    expect(rowDateColumn([{ label: 'Date' }, { label: 'Transaction date' }])?.label).toBe('Transaction date');
    expect(rowDateColumn([{ label: 'Data' }, { label: 'Valiutavimo data' }])?.label).toBe('Data');
  });

  it('takes the bare date word beside a qualified one no stem names, unless told not to', () => {
    expect(rowDateColumn([{ label: 'Zahlungsdatum' }, { label: 'Datum' }])?.label).toBe('Datum');
    expect(rowDateColumn([{ label: 'Datum' }, { label: 'Zahlungsdatum' }], false)).toBeNull();
    expect(rowDateColumn([{ label: 'Datum' }, { label: 'Tag' }])).toBeNull();
  });
});
