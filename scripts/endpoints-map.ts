/**
 * npm run docs:endpoints — writes docs/endpoints.md: every endpoint of the contract, by the group that defines it,
 * with the server file that registers its handler and the web files that call it.
 *
 * The endpoints come from the contract itself: each module of packages/contract/src that calls `endpoints(` is
 * imported, and every export made of endpoint definitions is a group. Handlers and callers are found by reading the
 * source text, its comments blanked (`codeOf` of source-text.ts), with patterns that allow any spacing and line breaks:
 *  - server (apps/server/src, tests left out): `routes(app, group, {…})` registers every endpoint of the group,
 *    `route(app, group.key, …)` one; a group may be a rest of another (`const { token, ...session } = sessionApi`);
 *  - web (apps/web/src, tests left out): `group.key` or `group['key']` anywhere but inside `keyOf(…)` (which only
 *    names a cache key) or a type (`typeof group.key`), `const { key } = group`, and `bare<typeof group.key>(…)` (a
 *    call written without importing the schemas). When the reference sits in an exported top-level declaration (a
 *    feature's api.ts: `export const markRead = …`), the files that import that name are listed after it, one level
 *    deep.
 * A group is recognised by the contract module it is imported from, whatever local name it is given. Not followed:
 * an endpoint passed on inside a whole group object, names exported apart from their declaration (`export { x }`),
 * re-exports, dynamic imports, and more than one level of imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { codeOf, posix, sources } from './source-text';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const ENDPOINTS_DOC = 'docs/endpoints.md';

const CONTRACT = 'packages/contract/src';
const SERVER = 'apps/server/src';
const SERVER_MODULES = 'apps/server/src/modules';
const WEB = 'apps/web/src';
const CONTRACT_IMPORT = '@cloud-exam/contract/';

/** A group of endpoints: an export of a contract module (`examApi` of `exam/exam.ts`). */
export type Group = { name: string; file: string; endpoints: Record<string, Endpoint> };
/** A web file that calls an endpoint, and the files that reach it through what it exports. */
export type Caller = { file: string; via: string[] };
export type EndpointRow = { group: Group; key: string; endpoint: Endpoint; handlers: string[]; callers: Caller[] };

const groupId = (file: string, name: string) => `${file}#${name}`;

const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && typeof (v as Endpoint).method === 'string' && typeof (v as Endpoint).path === 'string' && 'access' in v;

/** Every group of the contract, in the order of its files and, inside one, of its source. */
export async function contractGroups(root = ROOT): Promise<Group[]> {
  const groups: Group[] = [];
  for (const file of sources(root, CONTRACT, /\.ts$/)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!/\bendpoints\s*\(/.test(text) || file.endsWith('/endpoint.ts')) continue;
    const exports = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    const found = Object.entries(exports).flatMap(([name, value]) =>
      value && typeof value === 'object' && Object.keys(value).length && Object.values(value).every(isEndpoint)
        ? [{ name, file: posix(path.relative(CONTRACT, file)), endpoints: value as Record<string, Endpoint> }]
        : [],
    );
    const at = (name: string) => text.search(new RegExp(`export\\s+const\\s+${name}\\b`));
    groups.push(...found.sort((a, b) => at(a.name) - at(b.name) || a.name.localeCompare(b.name)));
  }
  return groups;
}

const IDENT = '[A-Za-z_$][\\w$]*';

/** A local name that stands for a group, with the keys it leaves out (a rest of the group). */
type Bound = { id: string; without: Set<string> };

/**
 * The names a list of import or binding elements takes: `a, b as c, type d` → a as a, b as c (and d, with types).
 */
function elementsOf(list: string, withTypes = false): { property: string; local: string; rest: boolean }[] {
  return list
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e && (withTypes || !/^type\s/.test(e)))
    .map((e) => e.replace(/^type\s+/, ''))
    .flatMap((e) => {
      const m = new RegExp(`^(\\.\\.\\.)?\\s*(${IDENT})(?:\\s*(?:as|:)\\s*(${IDENT}))?`).exec(e);
      return m ? [{ property: m[2]!, local: m[3] ?? m[2]!, rest: !!m[1] }] : [];
    });
}

/** The local names of a file that stand for contract groups: imports (renamed or not) and rests of them. */
function groupNames(code: string, byId: Map<string, Group>): Map<string, Bound> {
  const names = new Map<string, Bound>();
  // Type imports too: `bare<typeof group.key>` names its endpoint through one.
  const imports = new RegExp(
    `\\bimport\\s+(?:type\\s+)?(?:(${IDENT})\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${CONTRACT_IMPORT}([^'"]+)['"]`,
    'g',
  );
  for (const m of code.matchAll(imports)) {
    for (const e of elementsOf(m[2]!, true)) {
      const id = groupId(`${m[3]}.ts`, e.property);
      if (byId.has(id)) names.set(e.local, { id, without: new Set() });
    }
  }
  for (const m of code.matchAll(new RegExp(`\\{([^{}]*)\\}\\s*=\\s*(${IDENT})\\b`, 'g'))) {
    const bound = names.get(m[2]!);
    const elements = elementsOf(m[1]!);
    const rest = elements.find((e) => e.rest);
    if (bound && rest)
      names.set(rest.local, {
        id: bound.id,
        without: new Set([...bound.without, ...elements.filter((e) => !e.rest).map((e) => e.property)]),
      });
  }
  return names;
}

/** Where the server registers handlers: endpoint (`file#group.key`) → files. */
function serverHandlers(root: string, byId: Map<string, Group>): Map<string, Set<string>> {
  const handlers = new Map<string, Set<string>>();
  const add = (id: string, key: string, file: string) => {
    const at = `${id}.${key}`;
    handlers.set(at, (handlers.get(at) ?? new Set()).add(posix(path.relative(SERVER_MODULES, file))));
  };
  for (const file of sources(root, SERVER, /\.ts$/)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!/\broutes?\s*\(/.test(text) || !text.includes(CONTRACT_IMPORT)) continue;
    const { code } = codeOf(text);
    const names = groupNames(code, byId);
    for (const m of code.matchAll(new RegExp(`(?<![\\w$.])routes\\s*\\(\\s*${IDENT}\\s*,\\s*(${IDENT})\\s*[,)]`, 'g'))) {
      const bound = names.get(m[1]!);
      if (bound) for (const key of Object.keys(byId.get(bound.id)!.endpoints)) if (!bound.without.has(key)) add(bound.id, key, file);
    }
    const one = new RegExp(
      `(?<![\\w$.])route\\s*\\(\\s*${IDENT}\\s*,\\s*(${IDENT})\\s*(?:\\.\\s*(${IDENT})|\\[\\s*['"](${IDENT})['"]\\s*\\])`,
      'g',
    );
    for (const m of code.matchAll(one)) {
      const bound = names.get(m[1]!);
      const key = m[2] ?? m[3]!;
      if (bound && !bound.without.has(key) && key in byId.get(bound.id)!.endpoints) add(bound.id, key, file);
    }
  }
  return handlers;
}

/** The names the top-level statement starting at `at` exports (`default` for a default export). */
function exportedAt(code: string, at: number): string[] {
  const head = code.slice(at, at + 200);
  if (/^export\s+default\b/.test(head)) return ['default'];
  const m = new RegExp(`^export\\s+(?:declare\\s+)?(?:async\\s+)?(?:const|let|var|function\\s*\\*?|class|enum)\\s+(${IDENT})`).exec(head);
  return m ? [m[1]!] : [];
}

/** The last part of the specifier that imports a file: `api` for `api.ts` and for `api/index.ts`. */
const moduleName = (file: string) => {
  const name = path.basename(file).replace(/\.tsx?$/, '');
  return name === 'index' ? path.basename(path.dirname(file)) : name;
};

/** The source file a relative import names, if it is one of the web's. */
function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix(path.join(path.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f));
}

/** The names a file imports (not as types) from other web files: imported file → names (`default` for a default import). */
function webImports(file: string, code: string, known: Set<string>): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  const statement = new RegExp(`\\bimport\\s+(?!type\\s)(?:(${IDENT})\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*['"](\\.[^'"]*)['"]`, 'g');
  for (const m of code.matchAll(statement)) {
    const target = resolveImport(file, m[3]!, known);
    if (!target) continue;
    const names = [...(m[1] ? ['default'] : []), ...elementsOf(m[2] ?? '').map((e) => e.property)];
    imports.set(target, [...(imports.get(target) ?? []), ...names]);
  }
  return imports;
}

/** Which web files call each endpoint (`file#group.key` → callers). */
function webCallers(root: string, groups: Group[], byId: Map<string, Group>): Map<string, Caller[]> {
  const files = sources(root, WEB, /\.tsx?$/);
  const known = new Set(files);
  const texts = new Map(files.map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]));
  const scanned = new Map<string, ReturnType<typeof codeOf>>();
  const codeOfFile = (file: string) => scanned.get(file) ?? scanned.set(file, codeOf(texts.get(file)!)).get(file)!;
  const anyGroup = new RegExp(`\\b(${[...new Set(groups.map((g) => g.name))].join('|')})\\b`);

  /** endpoint → calling file → the names of that file through which the call is reached */
  const calls = new Map<string, Map<string, Set<string>>>();
  const add = (id: string, key: string, file: string, exported: string[]) => {
    const at = `${id}.${key}`;
    const byFile = calls.get(at) ?? calls.set(at, new Map()).get(at)!;
    const names = byFile.get(file) ?? byFile.set(file, new Set()).get(file)!;
    for (const name of exported) names.add(name);
  };
  for (const [file, text] of texts) {
    if (!text.includes(CONTRACT_IMPORT) || !anyGroup.test(text)) continue;
    const { code, topLevel } = codeOfFile(file);
    const names = groupNames(code, byId);
    if (!names.size) continue;
    const exportedAround = (position: number) => {
      let start = 0;
      for (const line of topLevel)
        if (
          line <= position &&
          /^(export|const|let|var|function|async|class|enum|type|interface|declare)\b/.test(code.slice(line, line + 12))
        )
          start = line;
      return exportedAt(code, start);
    };
    const local = [...names.keys()].map((n) => n.replace(/\$/g, '\\$')).join('|');
    // `group.key` or `group['key']`: a call unless it only names a cache key (`keyOf(group.key)`) or a type
    // (`typeof group.key`) other than the endpoint of a `bare<typeof group.key>(…)`.
    const member = new RegExp(`(?<![\\w$.])(${local})\\s*(?:\\.\\s*(${IDENT})|\\[\\s*['"](${IDENT})['"]\\s*\\])`, 'g');
    for (const m of code.matchAll(member)) {
      const bound = names.get(m[1]!)!;
      const key = m[2] ?? m[3]!;
      if (bound.without.has(key) || !(key in byId.get(bound.id)!.endpoints)) continue;
      const before = code.slice(Math.max(0, m.index - 40), m.index);
      if (/\bkeyOf\s*\(\s*$/.test(before) || (/\btypeof\s+$/.test(before) && !/\bbare\s*<\s*typeof\s+$/.test(before))) continue;
      add(bound.id, key, file, exportedAround(m.index));
    }
    // `const { key } = group`
    for (const m of code.matchAll(new RegExp(`\\{([^{}]*)\\}\\s*=\\s*(${local})\\b`, 'g'))) {
      const bound = names.get(m[2]!)!;
      for (const e of elementsOf(m[1]!))
        if (!e.rest && !bound.without.has(e.property) && e.property in byId.get(bound.id)!.endpoints)
          add(bound.id, e.property, file, exportedAround(m.index));
    }
  }

  // One level deep: the files that import what a calling file exports around its call (only files whose text names
  // such a file and such a name are read for it).
  const through = new Map<string, Set<string>>();
  for (const byFile of calls.values())
    for (const [file, names] of byFile) for (const name of names) through.set(file, (through.get(file) ?? new Set()).add(name));
  const mentions = (text: string, target: string) =>
    new RegExp(`/${moduleName(target).replace(/\W/g, '\\$&')}['"]`).test(text) &&
    [...through.get(target)!].some((name) => (name === 'default' ? /\bimport\s+\w+/.test(text) : text.includes(name)));
  const importers = new Map<string, Map<string, Set<string>>>();
  for (const [file, text] of texts) {
    if (![...through.keys()].some((target) => target !== file && mentions(text, target))) continue;
    for (const [target, names] of webImports(file, codeOfFile(file).code, known)) {
      if (!through.has(target) || target === file) continue;
      const byName = importers.get(target) ?? importers.set(target, new Map()).get(target)!;
      for (const name of names) byName.set(name, (byName.get(name) ?? new Set()).add(file));
    }
  }

  const rel = (f: string) => posix(path.relative(WEB, f));
  return new Map(
    [...calls].map(([at, byFile]) => [
      at,
      [...byFile]
        .map(([file, names]) => ({
          file: rel(file),
          via: [...new Set([...names].flatMap((name) => [...(importers.get(file)?.get(name) ?? [])]))].map(rel).sort(),
        }))
        .sort((a, b) => a.file.localeCompare(b.file)),
    ]),
  );
}

/** Every endpoint of the contract with its handler files and web callers. */
export async function endpointRows(root = ROOT): Promise<EndpointRow[]> {
  const groups = await contractGroups(root);
  const byId = new Map(groups.map((g) => [groupId(g.file, g.name), g]));
  const handlers = serverHandlers(root, byId);
  const callers = webCallers(root, groups, byId);
  return groups.flatMap((group) =>
    Object.entries(group.endpoints).map(([key, endpoint]) => {
      const at = `${groupId(group.file, group.name)}.${key}`;
      return { group, key, endpoint, handlers: [...(handlers.get(at) ?? [])].sort(), callers: callers.get(at) ?? [] };
    }),
  );
}

const code = (s: string) => `\`${s}\``;
const NO_HANDLER = '**no handler**';
const NO_CALLER = '—';

/** Columns as wide as the terminal shows them: East Asian wide characters take two. */
const width = (s: string) =>
  [...s].reduce(
    (w, c) => w + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(c) ? 2 : 1),
    0,
  );

/** A Markdown table with its columns aligned, as Prettier writes one. */
function table(head: string[], rows: string[][]): string[] {
  const escaped = rows.map((row) => row.map((c) => c.replace(/\|/g, '\\|')));
  const widths = head.map((h, i) => Math.max(3, width(h), ...escaped.map((row) => width(row[i]!))));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...escaped.map(line)];
}

/** docs/endpoints.md as the generator writes it, from the rows `endpointRows` finds. */
export function renderEndpointsMap(rows: EndpointRow[]): string {
  const groups = [...new Set(rows.map((r) => r.group))];
  const withoutHandler = rows.filter((r) => !r.handlers.length);
  const uncalled = rows.filter((r) => !r.callers.length);
  const lines = [
    '# Endpoints: contract, handler, pages',
    '',
    '<!-- Generated by `npm run docs:endpoints` (scripts/endpoints-map.ts) from the sources: do not edit. A test fails when it is stale. -->',
    '',
    'Every endpoint the contract defines, one table per group of endpoints (an export of a module of `packages/contract/src`, ' +
      'its endpoints in the order they are defined).',
    '',
    '- **handler**: the file under `apps/server/src/modules` that registers its handler (`routes(app, group, {…})` or ' +
      `\`route(app, group.key, …)\`); an endpoint without one would say ${NO_HANDLER}.`,
    '- **web**: the files under `apps/web/src` that call it (`call`, `endpointQuery`, `downloadFrom`, `useListPage`, an endpoint ' +
      'handed to a dialog, `bare<typeof group.key>`; naming its cache key, `keyOf(group.key)`, is not a call). A file that calls ' +
      'it inside something it exports (a feature’s `api.ts`) is followed by ← and the files that import that. ' +
      `${NO_CALLER} means no web file calls it.`,
    '',
    'Regenerate it with `npm run docs:endpoints`. How a request flows from the contract to the database: ' +
      '[the architecture](architecture.md).',
    '',
    `${rows.length} endpoints in ${groups.length} groups; without a handler: ` +
      `${withoutHandler.length ? withoutHandler.map((r) => code(`${r.group.name}.${r.key}`)).join(', ') : 'none'}; ` +
      `called by no web file: ${uncalled.length ? uncalled.map((r) => code(`${r.group.name}.${r.key}`)).join(', ') : 'none'}.`,
  ];
  for (const group of groups) {
    const first = Object.values(group.endpoints)[0]!;
    const body = rows
      .filter((r) => r.group === group)
      .map((r) => [
        r.endpoint.method,
        code(r.endpoint.path),
        code(`${group.name}.${r.key}`),
        r.handlers.length ? r.handlers.map(code).join(', ') : NO_HANDLER,
        r.callers.length
          ? r.callers.map((c) => (c.via.length ? `${code(c.file)} ← ${c.via.map(code).join(', ')}` : code(c.file))).join('; ')
          : NO_CALLER,
      ]);
    lines.push(
      '',
      `## ${code(group.name)}`,
      '',
      `Defined in [${code(group.file)}](../${CONTRACT}/${group.file}); OpenAPI tag ${code(first.tag)}.`,
      '',
      ...table(['method', 'path', 'contract key', 'handler', 'web'], body),
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = performance.now();
  const text = renderEndpointsMap(await endpointRows());
  fs.mkdirSync(path.join(ROOT, path.dirname(ENDPOINTS_DOC)), { recursive: true });
  fs.writeFileSync(path.join(ROOT, ENDPOINTS_DOC), text);
  console.log(`${ENDPOINTS_DOC} written in ${Math.round(performance.now() - started)} ms`);
}
