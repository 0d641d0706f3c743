import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sources } from './source-text';

/**
 * No import cycle in the server, the web app or the packages, type imports included: a module's routes, services and
 * repositories depend one way, a feature on shared code and never on `app/`, the packages on nothing of the apps; so
 * each piece can be read, tested and moved on its own. Tests are left out.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'packages/forms/src'];
/** How a workspace package's imports map to its sources (their package.json `exports`). */
const PACKAGES: Record<string, string> = { '@cloud-exam/contract/': 'packages/contract/src/', '@cloud-exam/forms/': 'packages/forms/src/' };

const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];

/** Each source file with the files it imports or re-exports from (relative and workspace imports, `import type` too). */
function importGraph() {
  const files = TREES.flatMap((tree) => sources(ROOT, tree, /\.tsx?$/));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    graph.set(
      file,
      specifiers.flatMap((specifier) => {
        const pkg = Object.keys(PACKAGES).find((p) => specifier.startsWith(p) || `${specifier}/` === p);
        const base = pkg
          ? path.join(PACKAGES[pkg]!, specifier.slice(pkg.length))
          : specifier.startsWith('.')
            ? path.join(path.dirname(file), specifier)
            : undefined;
        const found = base && candidates(base.replace(/\.js$/, '')).find((c) => known.has(c));
        return found ? [found] : [];
      }),
    );
  }
  return graph;
}

it('finds no import cycle, type imports included', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(400);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles = new Set<string>();
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.add([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  expect([...cycles]).toEqual([]);
});
