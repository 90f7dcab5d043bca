/**
 * The service's place in the layering: `src/server` reaches the converter only through the public
 * API (`src/index.ts`), and the client stands alone (it runs where the server's code is not).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports, static and dynamic, as paths under src/. */
function imports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\()\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1] as string);
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)));
}

describe('layering', () => {
  it('the server imports only itself and the public API', () => {
    for (const file of files(join(SRC, 'server'))) {
      for (const target of imports(file)) expect(target, relative(SRC, file)).toMatch(/^server\/|^index\.ts$/);
    }
  });

  it('the client imports nothing of the project', () => {
    for (const file of files(join(SRC, 'client'))) expect(imports(file), relative(SRC, file)).toEqual([]);
  });
});
