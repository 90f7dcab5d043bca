/**
 * Benchmarks measure what users get: they reach the library through its public API
 * (`src/index.ts`), and engine internals only through the one declared door,
 * `src/engine/internals.ts`, which exports exactly what they use. The service benchmarks also
 * use the typed client and start the server themselves (`src/server/...`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { relativeImports } from './helpers/import-graph.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BENCHMARKS = join(ROOT, 'benchmarks');
const INTERNALS = 'src/engine/internals.ts';

const benchmarkFiles = (): string[] =>
  readdirSync(BENCHMARKS)
    .filter((name) => /\.[cm]?ts$/.test(name))
    .map((name) => join(BENCHMARKS, name));

/** `import ... from` declarations of a file, as [target relative to the repository, names]. */
function namedImports(file: string): Array<[string, string[]]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.filter(ts.isImportDeclaration).map((declaration) => {
    const target = relative(ROOT, resolve(dirname(file), (declaration.moduleSpecifier as ts.StringLiteral).text));
    const bindings = declaration.importClause?.namedBindings;
    return [target, bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => (e.propertyName ?? e.name).text) : []];
  });
}

describe('benchmark imports', () => {
  it('reach src/ only through the public API, the engine internals entry, the client and the server', () => {
    for (const file of benchmarkFiles()) {
      for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
        const target = relative(ROOT, resolve(dirname(file), specifier));
        if (!target.startsWith('src/')) continue;
        expect(target, `${relative(ROOT, file)} imports ${specifier}`).toMatch(
          /^src\/index\.ts$|^src\/engine\/internals\.ts$|^src\/client\/index\.ts$|^src\/server\//,
        );
      }
    }
  });

  it('src/engine/internals.ts exports exactly what the benchmarks import from it', () => {
    const source = ts.createSourceFile(INTERNALS, readFileSync(join(ROOT, INTERNALS), 'utf8'), ts.ScriptTarget.Latest);
    const exported = source.statements
      .filter(ts.isExportDeclaration)
      .flatMap((declaration) =>
        declaration.exportClause && ts.isNamedExports(declaration.exportClause) ? declaration.exportClause.elements.map((e) => e.name.text) : ['*'],
      );
    const used = new Set(
      benchmarkFiles().flatMap((file) =>
        namedImports(file)
          .filter(([target]) => target === INTERNALS)
          .flatMap(([, names]) => names),
      ),
    );
    expect(exported.sort()).toEqual([...used].sort());
  });
});
