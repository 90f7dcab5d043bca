import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBanksDoc } from '../../scripts/banks-doc.ts';
import { profileFiles, renderIndex } from '../../scripts/banks-index.ts';
import { defineBank, listBanks, registerBank } from '../../src/index.ts';
import { detectBank } from '../../src/banks/detect.ts';
import hsbc from '../../src/banks/gb/hsbc.ts';

describe('bank registry', () => {
  it('lists every profile file on disk (src/banks/all.ts is up to date: npm run banks:index)', () => {
    const onDisk = readFileSync(new URL('../../src/banks/all.ts', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderIndex(profileFiles()));
  });

  it('docs/banks.md is generated from the current registry (npm run docs:banks)', () => {
    expect(readFileSync(new URL('../../docs/banks.md', import.meta.url), 'utf8')).toBe(renderBanksDoc());
  });

  it('has unique ids, sorted', () => {
    const ids = listBanks().map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('covers at least 110 banks from at least 25 countries', () => {
    const banks = listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(110);
    expect(new Set(banks.map((b) => b.country)).size).toBeGreaterThanOrEqual(25);
  });

  it('has no two profiles sharing a name, BIC or domain (no copies with the name changed)', () => {
    const owner = new Map<string, string>();
    for (const bank of listBanks()) {
      for (const key of [...(bank.detect.names ?? []), ...(bank.detect.bics ?? []), ...(bank.detect.domains ?? [])]) {
        const k = key.toLowerCase();
        expect(owner.get(k), `"${key}" is claimed by ${owner.get(k)} and ${bank.id}`).toBeUndefined();
        owner.set(k, bank.id);
      }
    }
  });

  it('validates profiles at load time with messages that name the bank and show the right form', () => {
    expect(() => defineBank({ ...hsbc, id: 'Bad Id' })).toThrow(/Bank profile "Bad Id": id must be <bank>-<country>.*Expected for example id: 'hsbc-gb'/);
    expect(() => defineBank({ ...hsbc, id: 'x-gb', detect: {} })).toThrow(/"x-gb": detect needs at least one name/);
    expect(() => defineBank({ ...hsbc, id: 'x-gb', statement: { ...hsbc.statement, dateFormat: 'dd/QQ' } })).toThrow(/dateFormat/);
  });

  it('reports a tie as ambiguity and no match as no profile', () => {
    const twin = defineBank({ ...hsbc, id: 'twin-gb', detect: { names: ['HSBC UK Bank plc'] } });
    const tie = detectBank(
      'HSBC UK Bank plc statement',
      [hsbc, twin].map((p) => ({ ...p, detect: { names: ['HSBC UK Bank plc'] } })),
    );
    expect(tie.profile).toBeNull();
    expect(tie.candidates).toHaveLength(2);
    expect(detectBank('Kea Savings Co-operative', listBanks()).profile).toBeNull();
  });

  it('accepts a caller’s own profile', () => {
    const mine = defineBank({ ...hsbc, id: 'my-own-bank-gb', name: 'My Own Bank', detect: { names: ['My Own Bank plc'] } });
    registerBank(mine);
    expect(listBanks().map((b) => b.id)).toContain('my-own-bank-gb');
    expect(() => registerBank(mine)).toThrow(/registered twice/);
  });
});
