/**
 * npm run new:module -- <domain> <entity> --authority <key of Authority> --title 'zh/en/es/ja/ko' [--api /gl/…]
 *   [--domain-title 'zh/en/es/ja/ko'] [--domain-description 'zh/en/es/ja/ko']
 *
 * Writes one entity of a domain in the shape every module has — contract endpoints and schemas, the table with its
 * institution columns and its migration, repository, service, routes, API test, tenancy probes, list page with its
 * dialog, route entry and texts in five languages — and wires it into its module's plugin (`moduleOf` in the
 * module's index.ts), the route table, the probe registry and the translations. A new domain gets its module (its
 * `<domain>.deps.ts` and index.ts, registered in the app), web feature, menu group and namespace.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Authority } from '@cloud-exam/contract/authorities';
import { LANGUAGES, labelsFrom, namesOf } from './names';
import * as tpl from './templates';

const root = path.resolve(import.meta.dirname, '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    authority: { type: 'string' },
    title: { type: 'string' },
    api: { type: 'string' },
    'domain-title': { type: 'string' },
    'domain-description': { type: 'string' },
  },
});

const [domain = '', entity = ''] = positionals;
const names = namesOf(domain, entity);
if (!values.authority || !(values.authority in Authority)) {
  throw new Error(`--authority names the authority its routes need, one of: ${Object.keys(Authority).join(', ')}`);
}
const spec: tpl.Spec = {
  ...names,
  authority: values.authority,
  title: labelsFrom(values.title, '--title'),
  api: values.api ?? `/gl/${domain}/${names.camel}`,
};

const at = (...parts: string[]) => path.join(root, ...parts);
const written: string[] = [];

function create(file: string, text: string) {
  if (fs.existsSync(file)) throw new Error(`${path.relative(root, file)} exists already: choose another entity name`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(file);
}

/** Puts `text` on the line before the marker line (or after the last import when the marker is an import). */
function insertBefore(file: string, marker: string | RegExp, text: string) {
  const source = fs.readFileSync(file, 'utf8');
  const match = typeof marker === 'string' ? source.indexOf(marker) : source.search(marker);
  if (match < 0) throw new Error(`${path.relative(root, file)} has no "${marker}" to add ${text.trim()} at`);
  const lineStart = source.lastIndexOf('\n', match) + 1;
  fs.writeFileSync(file, source.slice(0, lineStart) + text + source.slice(lineStart));
  written.push(file);
}

function addImport(file: string, line: string) {
  const source = fs.readFileSync(file, 'utf8');
  if (source.includes(line)) return;
  const imports = [...source.matchAll(/^import [^;]+;$/gms)];
  const end = (imports.at(-1)?.index ?? 0) + (imports.at(-1)?.[0].length ?? 0);
  fs.writeFileSync(file, `${source.slice(0, end)}\n${line}${source.slice(end)}`);
  written.push(file);
}

/** Adds a routes file's plugin to the groups its module's `moduleOf<…>(…)` registers, after the others. */
function addRouteGroup(file: string, group: string) {
  const source = fs.readFileSync(file, 'utf8');
  const call = /(moduleOf<[^>]+>\()([^)]*)\)/.exec(source);
  if (!call) throw new Error(`${path.relative(root, file)} has no moduleOf<…>(…) to register ${group} in`);
  const groups = call[2]!.trim().replace(/,$/, '');
  const registered = `${call[1]}${groups ? `${groups}, ` : ''}${group})`;
  fs.writeFileSync(file, source.slice(0, call.index) + registered + source.slice(call.index + call[0].length));
  written.push(file);
}

/** Makes sure the file imports the icon the generated menu entries use. */
function withIcon(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  const icons = /import \{([^}]*)\} from '@ant-design\/icons';/;
  const imported = icons.exec(source)?.[1];
  if (imported?.includes('AppstoreOutlined')) return;
  fs.writeFileSync(
    file,
    imported !== undefined
      ? source.replace(icons, "import { AppstoreOutlined,$1} from '@ant-design/icons';")
      : `import { AppstoreOutlined } from '@ant-design/icons';\n${source}`,
  );
}

function mergeJson(file: string, add: Record<string, unknown>) {
  const existing = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...existing, ...add }, null, 2)}\n`);
  written.push(file);
}

const moduleDir = at('apps/server/src/modules', domain);
const moduleIndex = path.join(moduleDir, 'index.ts');
const probes = path.join(moduleDir, `${domain}.probes.ts`);
const feature = at('apps/web/src/features', domain);
const webRoutes = path.join(feature, 'routes.tsx');
const newDomain = !fs.existsSync(moduleDir);
const newFeature = !fs.existsSync(webRoutes);
const ROWS = '// new:module adds rows above this line';
const PROBES = '// new:module adds endpoint probes above this line';
const ROUTES = '// new:module adds routes above this line';

// Everything that could refuse is checked before anything is written.
const domainTitle = newFeature ? labelsFrom(values['domain-title'], '--domain-title') : undefined;
const domainDescription = values['domain-description'] ? labelsFrom(values['domain-description'], '--domain-description') : domainTitle;
for (const [file, markers] of [
  [probes, newDomain ? [] : [ROWS, PROBES]],
  [moduleIndex, newDomain ? [] : ['moduleOf<']],
  [webRoutes, newFeature ? [] : [ROUTES]],
] as const) {
  const source = markers.length ? fs.readFileSync(file, 'utf8') : '';
  const missing = markers.filter((m) => !source.includes(m));
  if (missing.length) throw new Error(`${path.relative(root, file)} needs the lines "${missing.join('" and "')}" where new entries go`);
}

// The contract
create(at('packages/contract/src', domain, `${entity}.ts`), tpl.contractFile(spec));

// The table, in a file of its own
create(at('apps/server/src/db/schema', `${domain}-${entity}.ts`), tpl.tableFile(spec));
fs.appendFileSync(at('apps/server/src/db/schema/index.ts'), `export * from './${domain}-${entity}';\n`);

// The server module
create(path.join(moduleDir, `${entity}.repo.ts`), tpl.repoFile(spec));
create(path.join(moduleDir, `${entity}.service.ts`), tpl.serviceFile(spec));
create(path.join(moduleDir, `${entity}.routes.ts`), tpl.routesFile(spec));
create(path.join(moduleDir, `${entity}.test.ts`), tpl.testFile(spec));
const app = at('apps/server/src/app.ts');
if (newDomain) {
  create(path.join(moduleDir, `${domain}.deps.ts`), tpl.depsFile(spec));
  create(moduleIndex, tpl.indexFile(spec));
  create(probes, tpl.probesFile(spec));
  const registry = at('apps/server/src/test/module-probes.ts');
  addImport(registry, `import { ${names.domainCamel}Probes } from '../modules/${domain}/${domain}.probes';`);
  insertBefore(registry, '// new:module adds module probes above this line', `  ${names.domainCamel}Probes,\n`);
} else {
  addImport(moduleIndex, tpl.routesImport(spec));
  addRouteGroup(moduleIndex, `${names.camel}Routes`);
  addImport(probes, tpl.probeImport(spec));
  insertBefore(probes, ROWS, `${tpl.probeRow(spec)}\n`);
  insertBefore(probes, PROBES, `${tpl.probeEndpoints(spec)}\n`);
}
if (newDomain) {
  addImport(app, `import { ${names.domainCamel}Module } from './modules/${domain}';`);
  insertBefore(app, '// new:module registers routes above this line', `      await api.register(${names.domainCamel}Module, { db });\n`);
}

// The web feature
create(path.join(feature, 'pages', `${entity}-page.tsx`), tpl.pageFile(spec));
const table = at('apps/web/src/app/routes.tsx');
if (newFeature) {
  create(webRoutes, tpl.webRoutesFile(spec));
  addImport(table, `import { ${names.domainCamel}Routes } from '../features/${domain}/routes';`);
  withIcon(table);
  insertBefore(
    table,
    '// new:module adds menu groups above this line',
    `  ${names.domainCamel}: { path: '/${domain}', titleKey: '${domain}:title', descriptionKey: '${domain}:description', icon: <AppstoreOutlined /> },\n`,
  );
  insertBefore(table, '// new:module adds route lists above this line', `  ...${names.domainCamel}Routes,\n`);
  const namespaces = at('apps/web/src/i18n/namespaces.ts');
  const source = fs.readFileSync(namespaces, 'utf8');
  if (!source.includes(`'${domain}'`)) {
    fs.writeFileSync(namespaces, source.replace(/,?\s*] as const;/, `, '${domain}'] as const;`));
    written.push(namespaces);
  }
} else {
  insertBefore(webRoutes, ROUTES, `${tpl.webRoute(spec)}\n`);
  withIcon(webRoutes);
}

// Texts in five languages
const texts = tpl.entityTexts(spec.title);
for (const lng of LANGUAGES) {
  mergeJson(at('apps/web/src/locales', lng, `${domain}.json`), {
    ...(domainTitle && domainDescription ? { title: domainTitle[lng], description: domainDescription[lng] } : {}),
    [names.camel]: texts[lng],
  });
}

// The migration of the new table, then the house style on everything written
const generate = spawnSync('npx', ['drizzle-kit', 'generate', '--name', `${names.sqlTable}`], { cwd: at('apps/server'), stdio: 'inherit' });
if (generate.status !== 0) throw new Error('drizzle-kit could not generate the migration');
spawnSync('npx', ['prettier', '--write', ...new Set(written)], { cwd: root, stdio: 'inherit' });

console.log(
  `\n${domain}/${entity} is written: ${new Set(written).size} files. Run npm run typecheck and npm run test:unit, then open /${domain}/${entity}.`,
);
