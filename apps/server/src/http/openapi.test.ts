import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid, names every endpoint with its access, and gives recursive schemas a name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();

    const endpoints = t.app.registeredRoutes.flatMap((r) => (r.config?.endpoint ? [r.config.endpoint] : []));
    expect(endpoints.length).toBeGreaterThan(60);
    for (const e of endpoints) {
      const operation = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(operation['x-access'], `${e.method} ${e.path}`).toEqual(
        e.access.kind === 'authorities' ? e.access.authorities : e.access.kind,
      );
      expect(operation.security, `${e.method} ${e.path}`).toEqual(e.access.kind === 'public' ? undefined : [{ bearer: [] }]);
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['DeptTreeNode', 'AreaNode']));
  });
});
