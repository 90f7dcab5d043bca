#!/usr/bin/env node
/**
 * Every package the installed package's Node code can import at run time is one of its
 * `dependencies` (or Node's own): a development dependency (pdfkit, tsx, ...) is not installed for
 * users, so importing one would fail only on their machines. Run by scripts/package-check.sh on
 * the installed tarball: `node scripts/check-runtime-imports.mjs <installed package dir>`.
 *
 * Reads the JavaScript under dist/ and bin/ (not dist/web/: browser bundles, with their packages
 * inlined) with TypeScript's scanner: static imports, re-exports, `import()` and `require()` with
 * a literal name. Exits 1 naming each file and package that breaks the rule.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, relative } from 'node:path';

const ts = createRequire(import.meta.url)('typescript');
const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: check-runtime-imports.mjs <installed package dir>');
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const allowed = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})]);
const devOnly = new Set(Object.keys(manifest.devDependencies ?? {}));
const builtins = new Set(builtinModules);

function scripts(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(packageDir, 'dist', 'web') ? [] : scripts(path);
    return /\.[cm]?js$/.test(name) ? [path] : [];
  });
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const problems = [];
let files = 0;
for (const file of [...scripts(join(packageDir, 'dist')), ...scripts(join(packageDir, 'bin'))]) {
  files++;
  for (const { fileName: specifier } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('data:')) continue;
    const name = packageOf(specifier);
    if (builtins.has(name) || allowed.has(name)) continue;
    problems.push(
      `${relative(packageDir, file)} imports ${specifier}: ${devOnly.has(name) ? 'a development dependency' : 'not a dependency'} of ${manifest.name}`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files} files import only Node's modules and the package's dependencies`);
