/** Dependencies point one way: server/cli → index.ts → engine and banks; banks → engine types only. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  // Static imports and re-exports, and dynamic import('...') too.
  return [...source.matchAll(/(?:(?:import|export)[^'"]*?from\s+|import\()['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(SRC, resolve(dirname(file), m[1] as string)),
  );
}

describe('architecture', () => {
  it('the engine imports neither banks, server nor cli', () => {
    for (const file of files(join(SRC, 'engine'))) {
      for (const target of imports(file)) expect(target, relative(SRC, file)).toMatch(/^engine\//);
    }
  });

  it('inside the engine, each pipeline stage imports only the stages before it (and the shared types and errors)', () => {
    // pdf → raster → ocr → text (dates, amounts) → layout (lines, tables) → reconcile (the chain) → read (choosing a reading).
    const stages = ['pdf', 'raster', 'ocr', 'text', 'layout', 'reconcile', 'read'];
    const shared = /^engine\/(types|errors)\.ts$/;
    for (const [rank, stage] of stages.entries()) {
      const allowed = new Set(stages.slice(0, rank + 1));
      for (const file of files(join(SRC, 'engine', stage))) {
        for (const target of imports(file)) {
          if (shared.test(target)) continue;
          const folder = /^engine\/([^/]+)\//.exec(target)?.[1];
          expect(allowed.has(folder ?? ''), `${relative(SRC, file)} imports ${target}`).toBe(true);
        }
      }
    }
    // The writers take a finished Statement: they never reach back into the reading.
    for (const file of [...files(join(SRC, 'engine/export')), ...files(join(SRC, 'engine/ledger'))]) {
      for (const target of imports(file)) expect(target, relative(SRC, file)).not.toMatch(/^engine\/(pdf|raster|ocr|text|layout|reconcile|read)\//);
    }
  });

  it('banks import only the engine’s public types and each other', () => {
    for (const file of files(join(SRC, 'banks'))) {
      for (const target of imports(file)) expect(target, relative(SRC, file)).toMatch(/^banks\/|^engine\/types\.ts$/);
    }
  });

  it('the command line goes through the public API (and starts the service through its commands)', () => {
    for (const file of files(join(SRC, 'cli'))) {
      for (const target of imports(file)) expect(target, relative(SRC, file)).toMatch(/^cli\/|^index\.ts$|^server\/commands\//);
    }
  });

  it('the browser build of the engine uses the engine and the in-thread conversion, never index.ts, server or cli', () => {
    for (const file of files(join(SRC, 'web/engine'))) {
      for (const target of imports(file)) {
        expect(target, relative(SRC, file)).toMatch(/^web\/engine\/|^engine\/|^convert\/(in-thread|plain-data)\.ts$/);
      }
    }
  });

  it('a browser counterpart (x.browser.ts) stands beside the Node module it replaces', () => {
    const all = files(SRC);
    for (const file of all.filter((f) => f.endsWith('.browser.ts'))) {
      expect(all, relative(SRC, file)).toContain(file.replace(/\.browser\.ts$/, '.ts'));
    }
  });

  it('imports decimal.js by its named export, which the published types resolve under NodeNext', () => {
    // `import Decimal from 'decimal.js'` type-checks here (Bundler) but not in dist/ builds or consumers.
    for (const file of files(SRC)) {
      expect(readFileSync(file, 'utf8'), relative(SRC, file)).not.toMatch(/import\s+(?:type\s+)?Decimal\s+from\s+'decimal\.js'/);
    }
  });
});
