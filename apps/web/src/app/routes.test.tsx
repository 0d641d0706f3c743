import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectRoutes } from './redirect-routes';
import { consoleRoutes, consoleTable, menuGroups, redirects } from './routes';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Page = () => Promise<{ default: ComponentType }>;
const examPage =
  (name: string): Page =>
  () =>
    import(`../features/exam/pages/${name}.tsx`);

/** Every exam page at its address of spec §2 (Exam section), with the page it shows. */
const EXAM_SPEC_PATHS: [string, Page][] = [
  ['/examination/list', examPage('exam-list-page')],
  ['/examination/examOrder', examPage('exam-order-page')],
  ['/examination/detail/index/E1', examPage('exam-detail-page')],
  ['/examination/detail/add/E1', examPage('candidate-list-page')],
  ['/examination/detail/importCandidate/E1/0/%E4%B8%80%E7%8F%AD', examPage('candidate-import-page')],
  ['/examination/detail/notification/E1', examPage('notification-page')],
  ['/examination/detail/candidateDetail/detail/E1/C7', examPage('candidate-detail-page')],
  ['/examination/detail/candidateDetail/editCandidate/E1/C7/000001', examPage('candidate-edit-page')],
  ['/examination/detail/editExamBaseInfo/E1', examPage('exam-base-info-page')],
  ['/examination/detail/editExaminationPaper/E1', examPage('exam-paper-page')],
  ['/examination/detail/editExamConfig/E1', examPage('exam-config-page')],
  ['/examination/detail/editExamCollectInfo/E1', examPage('collect-info-page')],
  ['/examination/taskDetail/E1', examPage('schedule-page')],
  ['/examination/taskDetail/E1/T3', examPage('session-page')],
  ['/examination/taskDetail/anshistory/E1/T3', examPage('answer-sheet-page')],
  ['/examination/taskDetail/anshistory/E1/T3/C7', examPage('answer-sheet-page')],
  ['/examination/taskDetail/taskAnswerRecordsDetail/anshistory/E1/T3', examPage('answer-sheet-page')],
  ['/examination/taskDetail/taskAnswerRecordsDetail/anshistory/E1/T3/C7', examPage('answer-sheet-page')],
  ['/examination/detail/anshistory/E1/C7', examPage('answer-sheet-page')],
  ['/examination/detail/answerRecordsDetail/anshistory/E1/C7', examPage('answer-sheet-page')],
  ['/examination/taskDetail/editTaskExaminationPaper/E1/T3', examPage('session-paper-page')],
  ['/examination/taskDetail/notification/E1/T3', examPage('session-notification-page')],
];

/** Where the router ends up from an address, through the redirect table. */
async function landing(path: string) {
  const router = createMemoryRouter([...redirectRoutes(redirects), { path: '*', element: null }], { initialEntries: [path] });
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<RouterProvider router={router} />));
  const { pathname } = router.state.location;
  await act(async () => root.unmount());
  return pathname;
}

describe('the exam section’s addresses', () => {
  it.each(EXAM_SPEC_PATHS)(
    '%s shows its page',
    async (path, page) => {
      const route = consoleTable.find(path);
      expect(route, path).toBeDefined();
      expect((await route!.load()).default).toBe((await page()).default);
    },
    30_000,
  );

  it('leads the old addresses of a candidate’s pages to the spec’s, under detail', async () => {
    expect(await landing('/examination/candidateDetail/detail/E1/C7')).toBe('/examination/detail/candidateDetail/detail/E1/C7');
    expect(await landing('/examination/candidateDetail/editCandidate/E1/C7/0%2F01')).toBe(
      '/examination/detail/candidateDetail/editCandidate/E1/C7/0%2F01',
    );
    expect(await landing('/examination/detail')).toBe('/examination/list');
  });

  it('puts a candidate’s pages below the exam’s candidates in the breadcrumb', () => {
    const edit = consoleTable.find('/examination/detail/candidateDetail/editCandidate/E1/C7/000001')!;
    expect(edit.parent).toBe(consoleTable.find('/examination/detail/candidateDetail/detail/E1/C7')!.path);
    expect(consoleTable.find(edit.parent!)!.parent).toBe(consoleTable.find('/examination/detail/add/E1')!.path);
  });
});

describe('the route table', () => {
  it('puts every page of a submenu in a menu group', () => {
    for (const r of consoleRoutes) if (r.group) expect(Object.keys(menuGroups), r.path).toContain(r.group);
  });

  it('lists every path once, and no redirect over a page', () => {
    const paths = consoleRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of redirects) expect(consoleTable.find(r.from), r.from).toBeUndefined();
  });
});
