/**
 * The import graph of the TypeScript files under a folder, and its cycles. Imports are read by
 * TypeScript's own scanner (`ts.preProcessFile`), so every form counts: `import`, `import type`,
 * `export ... from`, `import('...')` and `import('...').Type`, and comments or strings that look
 * like imports do not.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The relative specifiers a source text imports or re-exports, in order. */
export function relativeImports(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('.'));
}

/** Every .ts file under `root` → the .ts files under `root` it imports (other targets are left out). */
export function importGraph(root: string): ImportGraph {
  const files = tsFiles(root);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = relativeImports(readFileSync(file, 'utf8')).map((specifier) => resolve(dirname(file), specifier));
    graph.set(file, [...new Set(targets.filter((target) => known.has(target)))]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component (Tarjan) that has one: the files in import order,
 * the first repeated at the end (`[a, b, a]`). A file importing itself is a cycle too.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  // Recursive: the graph of src/ is a few hundred files deep at most.
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);

  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** The shortest path from a component's first file back to itself, through the component only. */
function cycleWithin(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] as string) as string);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  throw new Error(`no cycle through ${start}`);
}
