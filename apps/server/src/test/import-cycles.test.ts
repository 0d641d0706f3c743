import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * No import cycle inside the server, type imports included: a module's routes, services and repositories depend
 * one way (routes → services → repositories, a module's files → its `<domain>.deps.ts`, another module → its
 * index.ts), so each can be read, tested and moved on its own.
 */

const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Each source file with the files it imports or re-exports from (relative imports, `import type` too). */
function importGraph() {
  const files = filesUnder(src).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((m) => {
      const base = path.resolve(path.dirname(file), m[1]!);
      return [`${base}.ts`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')].find((c) => fs.existsSync(c)) ?? [];
    });
    graph.set(file, targets);
  }
  return graph;
}

it('has no import cycle in the server, type imports included', () => {
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(200);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles = new Set<string>();
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.add([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(src, f)).join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  expect([...cycles]).toEqual([]);
});
