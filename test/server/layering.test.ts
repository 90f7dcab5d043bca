/**
 * The service's place in the layering: `src/server` reaches the converter only through the public
 * API (`src/index.ts`), and the client stands alone (it runs where the server's code is not). The
 * one thing the server, the client and the web page share is the API's wire shapes
 * (`src/wire-types.ts`): declarations only, taken with `import type`, so they leave no import in
 * anyone's JavaScript.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const WIRE_TYPES = 'wire-types.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface Link {
  /** The imported file, as a path under src/. */
  target: string;
  /** `import type` / `export type ... from` / `import('...').T`: gone from the JavaScript. */
  typeOnly: boolean;
  /** The statement, for messages. */
  text: string;
}

/**
 * Every relative import of a file, read from its syntax tree: static and dynamic imports,
 * re-exports and import types. `import { type A }` is not type-only: with verbatimModuleSyntax
 * it still imports the module at run time.
 */
function links(file: string): Link[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Link[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean, node: ts.Node): void => {
    // import('x' as string) is still an import of x.
    const literal = specifier && ts.isAsExpression(specifier) ? specifier.expression : specifier;
    if (!literal || !ts.isStringLiteralLike(literal) || !literal.text.startsWith('.')) return;
    found.push({ target: relative(SRC, resolve(dirname(file), literal.text)), typeOnly, text: node.getText(source).split('\n')[0] as string });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly === true, node);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly, node);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, true, node);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false, node);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression, node.isTypeOnly, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What `file` may import: a target pattern, plus the wire types by `import type`. */
function expectImports(file: string, allowed: RegExp): void {
  for (const link of links(file)) {
    const where = `${relative(SRC, file)}: ${link.text}`;
    if (link.target === WIRE_TYPES) expect(link.typeOnly, `${where} (the wire types are imported with \`import type\`)`).toBe(true);
    else expect(link.target, where).toMatch(allowed);
  }
}

describe('layering', () => {
  it('the server imports only itself, the public API and the wire types', () => {
    for (const file of files(join(SRC, 'server'))) expectImports(file, /^server\/|^index\.ts$/);
  });

  it('the client imports nothing of the project but the wire types, type-only', () => {
    for (const file of files(join(SRC, 'client'))) expectImports(file, /^client\//);
  });

  it('the web page imports itself, the in-browser engine and the wire types, never the client or the server', () => {
    for (const file of files(join(SRC, 'web/app'))) expectImports(file, /^web\/app\/|^web\/engine\/index\.ts$/);
  });

  it('the wire types are declarations only and import nothing', () => {
    const path = join(SRC, WIRE_TYPES);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    expect(links(path)).toEqual([]);
    for (const statement of source.statements) {
      const declaration = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
      expect(declaration, `${WIRE_TYPES}: ${statement.getText(source).split('\n')[0]}`).toBe(true);
    }
  });

  it('everything that imports the wire types does so with import type', () => {
    for (const file of files(SRC).filter((f) => readFileSync(f, 'utf8').includes(WIRE_TYPES))) {
      for (const link of links(file).filter((l) => l.target === WIRE_TYPES)) expect(link.typeOnly, `${relative(SRC, file)}: ${link.text}`).toBe(true);
    }
  });
});
