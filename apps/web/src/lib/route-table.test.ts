import { describe, expect, it } from 'vitest';
import { type ConsoleRoute, lineageOf, routeFinder } from './route-table';

const page = (path: string, more: Partial<ConsoleRoute> = {}): ConsoleRoute => ({
  path,
  titleKey: 'examination:title',
  menu: false,
  load: () => Promise.resolve({ default: () => null }),
  ...more,
});

const list = page('/examination/list', { menu: true });
const detail = page('/examination/detail/index/:id', { parent: '/examination/list' });
const candidate = page('/examination/candidateDetail/detail/:id/:candidateId', { parent: '/examination/detail/index/:id' });
const answers = page('/examination/taskDetail/anshistory/:id/:timeId/:candidateId?');
const catchAll = page('/examination/:section');
const table = [catchAll, list, detail, candidate, answers];

describe('finding the route of a console address', () => {
  const find = routeFinder(table);

  it('matches a route with parameters', () => {
    expect(find('/examination/detail/index/A')).toBe(detail);
    expect(find('/examination/candidateDetail/detail/A/7')).toBe(candidate);
  });

  it('matches with or without an optional parameter', () => {
    expect(find('/examination/taskDetail/anshistory/A/3/7')).toBe(answers);
    expect(find('/examination/taskDetail/anshistory/A/3')).toBe(answers);
  });

  it('prefers a literal path to a pattern listed before it', () => {
    expect(find('/examination/list')).toBe(list);
    expect(find('/examination/other')).toBe(catchAll);
  });

  it('finds nothing for an address no route holds', () => {
    expect(find('/examination/detail/index')).toBeUndefined();
    expect(find('/examination/detail/index/A/B')).toBeUndefined();
  });

  it('walks a page’s parents, patterns included, to the nearest menu page', () => {
    const lineage = lineageOf(candidate, find);
    expect(lineage).toEqual([candidate, detail, list]);
    expect(lineage.find((r) => r.menu)).toBe(list);
  });
});
