import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One shape for every module: each API group of the contract (`export const xApi = endpoints(tag, access, {…})`)
 * has its routes in one file named after it, `x.routes.ts` (kebab-case) under `modules/<domain>/`, which exports
 * `xRoutes`, registers that group and no other, and is registered by its module's plugin (`moduleOf` in `index.ts`);
 * no routes file stands for a group the contract does not have.
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const contractSrc = path.resolve(here, '../../../../packages/contract/src');
const modulesDir = path.resolve(here, '../modules');

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const isEndpoint = (v: unknown) => !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'tag' in v && 'access' in v;
const isGroup = (v: unknown) => !!v && typeof v === 'object' && Object.values(v).length > 0 && Object.values(v).every(isEndpoint);

/** The contract's API groups by their exported name (`postApi`), read from its modules. */
async function contractGroups() {
  const groups = new Map<string, string>();
  const sources = filesUnder(contractSrc).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));
  for (const file of sources) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (isGroup(value)) groups.set(name, path.relative(contractSrc, file));
  }
  return groups;
}

const routesFiles = filesUnder(modulesDir).filter((f) => f.endsWith('.routes.ts'));
const baseName = (file: string) => path.basename(file, '.routes.ts');

describe('routes files', () => {
  it('one for each API group of the contract, named after it, and none for a group it does not have', async () => {
    const groups = await contractGroups();
    expect(groups.size).toBeGreaterThan(30);
    expect(
      [...groups.keys()].filter((name) => !/^[a-z][A-Za-z0-9]*Api$/.test(name)),
      'groups not named xApi',
    ).toEqual([]);
    const wanted = new Map([...groups.keys()].map((name) => [kebab(name.slice(0, -'Api'.length)), name]));
    const byName = new Map<string, string[]>();
    for (const file of routesFiles) byName.set(baseName(file), [...(byName.get(baseName(file)) ?? []), file]);
    expect(
      [...wanted].filter(([file]) => !byName.has(file)).map(([file, group]) => `${group} (${groups.get(group)}) → ${file}.routes.ts`),
      'contract groups without a routes file of their name under apps/server/src/modules',
    ).toEqual([]);
    expect(
      [...byName]
        .filter(([name, files]) => files.length > 1 || !wanted.has(name))
        .flatMap(([, files]) => files.map((f) => path.relative(modulesDir, f))),
      'routes files of no contract group, or of a group another file has',
    ).toEqual([]);
  });

  it('each registers its own group and no other, and is registered by its module', async () => {
    const groupNames = [...(await contractGroups()).keys()];
    const problems: string[] = [];
    for (const file of routesFiles) {
      const text = fs.readFileSync(file, 'utf8');
      const own = `${baseName(file).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`;
      const where = path.relative(modulesDir, file);
      const mentioned = groupNames.filter((g) => new RegExp(`\\b${g}\\b`).test(text));
      if (!mentioned.includes(`${own}Api`)) problems.push(`${where} does not register ${own}Api`);
      for (const other of mentioned.filter((g) => g !== `${own}Api`)) problems.push(`${where} registers ${other} too`);
      if (!new RegExp(`export async function ${own}Routes\\(`).test(text))
        problems.push(`${where} does not export async function ${own}Routes`);
      const index = fs.readFileSync(path.join(path.dirname(file), 'index.ts'), 'utf8');
      if (!new RegExp(`moduleOf<[^>]+>\\([^)]*\\b${own}Routes\\b`).test(index))
        problems.push(`${where}: its module's moduleOf does not register ${own}Routes`);
    }
    expect(problems).toEqual([]);
  });
});
