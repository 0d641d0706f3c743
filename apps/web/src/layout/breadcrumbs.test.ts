import { describe, expect, it } from 'vitest';
import { type ConsoleRoute, routeFinder } from '../lib/route-table';
import { breadcrumbTrail } from './breadcrumbs';

const page = (path: string, parent?: string): ConsoleRoute => ({
  path,
  parent,
  titleKey: 'examination:title',
  menu: !parent,
  load: () => Promise.resolve({ default: () => null }),
});

const home = page('/home');
const list = page('/examination/list');
const detail = page('/examination/detail/index/:id', '/examination/list');
const enrolment = page('/examination/enroll/:id/:enrollName', '/examination/detail/index/:id');
const importing = page('/examination/importCandidate/:id/:enrollId/:enrollName', '/examination/enroll/:id/:enrollName');
const find = routeFinder([home, list, detail, enrolment, importing]);

describe('the breadcrumb of a page with parameters', () => {
  it('fills each parent’s parameters from the page’s', () => {
    const trail = breadcrumbTrail(importing, '/examination/importCandidate/A/9/%E4%B8%80%E7%8F%AD', find);
    expect(trail.map((item) => item.route)).toEqual([home, list, detail, enrolment, importing]);
    expect(trail.map((item) => item.path)).toEqual([
      '/home',
      '/examination/list',
      '/examination/detail/index/A',
      '/examination/enroll/A/%E4%B8%80%E7%8F%AD',
      '/examination/importCandidate/A/9/%E4%B8%80%E7%8F%AD',
    ]);
  });

  it('starts with home once', () => {
    expect(breadcrumbTrail(home, '/home', find).map((item) => item.path)).toEqual(['/home']);
  });
});
