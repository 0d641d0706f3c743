import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS_DOC, type EndpointRow, ROOT, endpointRows, renderEndpointsMap } from './endpoints-map';
import { codeOf } from './source-text';

describe('docs/endpoints.md', () => {
  let rows: EndpointRow[];
  beforeAll(async () => {
    rows = await endpointRows();
  });

  it('is what the generator writes from the sources as they are', () => {
    const file = path.join(ROOT, ENDPOINTS_DOC);
    const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    expect(written, 'docs/endpoints.md is stale: run npm run docs:endpoints').toBe(renderEndpointsMap(rows));
  });

  it('finds the handler of every endpoint of the contract', () => {
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.filter((r) => !r.handlers.length).map((r) => `${r.group.name}.${r.key}`)).toEqual([]);
  });
});

describe('the scan reads code only', () => {
  const source = [
    "import { examApi } from '@cloud-exam/contract/exam/exam'; // examApi.remove",
    '/** call(examApi.delete) */',
    'const url = `${base}/x?a=${`${examApi.page.path}`}` + "//" + \'/*\';',
    'const re = /["\'`]\\/\\/[/]*/g, half = total / 2 / 3;',
    'export function Page() {',
    '  return <div title="it\'s">{examApi.add.path}</div>;',
    '}',
    'export const later = 1;',
  ].join('\n');
  const { code, topLevel } = codeOf(source);

  it('blanks comments and keeps strings, templates, regular expressions and JSX, at their places', () => {
    expect(code).toHaveLength(source.length);
    expect(code).not.toContain('examApi.remove');
    expect(code).not.toContain('examApi.delete');
    expect(code).toContain('${`${examApi.page.path}`}` + "//" + \'/*\';');
    expect(code).toContain('examApi.add.path');
    expect(code.split('\n')[3]).toBe(source.split('\n')[3]);
  });

  it('knows where the top-level lines start', () => {
    const lines = topLevel.map((at) => source.slice(at, source.indexOf('\n', at) < 0 ? undefined : source.indexOf('\n', at)));
    expect(lines).toContain('export function Page() {');
    expect(lines).toContain('export const later = 1;');
    expect(lines).not.toContain('  return <div title="it\'s">{examApi.add.path}</div>;');
  });
});
