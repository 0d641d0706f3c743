import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

/**
 * Every package the lock file installs runs on the oldest Node.js the project declares (`engines.node` of the root
 * package.json, which the README names): `npm install` on that Node then warns of nothing, and nothing fails there at
 * run time. A dependency that drops that Node is held back in package.json (or, when it is only a dependency's, in
 * `overrides`).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

it('every locked package supports the oldest Node.js the project declares', () => {
  const declared: string = read('package.json').engines.node;
  // The oldest release of each line the range names (20.19.0 and 22.13.0 of '^20.19.0 || >=22.13.0').
  const oldest = new semver.Range(declared).set.map((line) => semver.minVersion(line.map((c) => c.value).join(' '))!.version);
  const lock = read('package-lock.json') as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
    .flatMap(([where, p]) => {
      const needs = (p.engines as { node: string }).node;
      return oldest
        .filter((node) => !semver.satisfies(node, needs))
        .map((node) => `${where}@${p.version} needs node ${needs}, not ${node}`);
    });
  expect(refusing).toEqual([]);
});
