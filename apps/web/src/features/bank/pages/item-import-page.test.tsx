import { bankApi } from '@cloud-exam/contract/bank/bank';
import { type ImportedItem, type ItemImport, ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { ITEM_IMPORT_PATH, itemImportPath } from '../paths';

const BANK = '0b8f4a56-0000-4000-8000-000000000001';
const IMPORT = '0b8f4a56-0000-4000-8000-0000000000a1';

const job: ItemImport = {
  id: IMPORT,
  bankId: BANK,
  format: 'word',
  fileName: '期中试卷.docx',
  state: ItemImportState.parsed,
  progress: 100,
  total: 2,
  withProblems: 0,
  imported: 0,
  code: null,
  msg: null,
  fileTaskId: null,
  skipped: ['“2024年期中考试 物理试卷”不属于任何试题（如试卷标题、考试说明），未导入'],
  skippedCount: 1,
  createTime: '2026-11-28T10:00:00.000Z',
};
const item = (ordinal: number, extra: Partial<ImportedItem>): ImportedItem => ({
  ordinal,
  position: `第${ordinal}题`,
  itemTypeCode: 'single_choice',
  stemText: `第${ordinal}题的题干`,
  stemLine: [{ text: `第${ordinal}题的题干` }],
  score: 2,
  answer: 'B',
  knowledgePaths: [],
  tags: [],
  problems: [],
  ...extra,
});
let records: ImportedItem[] = [];
const calls: { path: string; input: Record<string, unknown> }[] = [];

vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === bankApi.get.path) return { id: BANK, name: '初二数学' };
      if (e.path === itemTransferApi.importStatus.path) return job;
      if (e.path === itemTransferApi.importItems.path) return { records, total: records.length, current: 1, size: 20 };
      return {};
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: e.path, input });
    records = records.map((r) => (r.scoreDefaulted ? { ...r, score: input.score as number, scoreDefaulted: undefined } : r));
    return { records, total: records.length, current: 1, size: 20, changed: 1 };
  }),
  downloadFrom: vi.fn(),
}));

const rowOf = (text: string) => [...host.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(text)) as HTMLElement;
const dialog = () => [...document.querySelectorAll('.ant-modal')].at(-1) as HTMLElement;
async function click(element: Element) {
  await act(async () => (element as HTMLElement).click());
  await settle();
}

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('zh');
});

describe('the item import preview', () => {
  it('shows each item’s answer with where it was found and its score marked when defaulted, and changes the defaulted scores of a type', async () => {
    records = [item(1, { answerFrom: 'red', scoreDefaulted: true }), item(2, { answer: 'A', answerFrom: 'key', score: 5 })];
    const { default: Page } = await import('./item-import-page');
    await renderPage(Page, { route: ITEM_IMPORT_PATH, path: itemImportPath(BANK, IMPORT) });

    expect(document.querySelector('[data-testid="item-import-skipped"]')?.textContent).toContain(
      '文件中另有 1 段内容不属于任何试题，未导入',
    );
    const first = rowOf('第1题的题干');
    expect(first.querySelector('[data-testid="import-answer-from"]')?.textContent).toBe('红色标注');
    expect(first.querySelector('[data-testid="import-answer-from"]')?.getAttribute('title')).toBe('答案来源：红色标注');
    expect(first.querySelector('[data-testid="import-score-default"]')?.textContent).toBe('默认');
    const second = rowOf('第2题的题干');
    expect(second.querySelector('[data-testid="import-answer-from"]')?.textContent).toBe('参考答案');
    expect(second.querySelector('[data-testid="import-score-default"]')).toBeNull();

    await click(first.querySelector('button[aria-label="修改分值"]')!);
    expect(dialog().textContent).toContain('修改第1题的分值');
    const scope = dialog().querySelector<HTMLInputElement>('input[type="radio"]:checked')!;
    expect(scope.closest('label')?.textContent).toBe('所有取默认分值的单选题');
    const input = dialog().querySelector<HTMLInputElement>('input.ant-input-number-input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '4');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(dialog().querySelector('.ant-modal-footer .ant-btn-primary')!);
    expect(calls).toEqual([
      {
        path: itemTransferApi.setImportScore.path,
        input: { id: IMPORT, score: 4, itemTypeCode: 'single_choice', defaultedOnly: true, onlyProblems: 0, current: 1, size: 20 },
      },
    ]);
    expect(rowOf('第1题的题干').textContent).toContain('4');
    expect(rowOf('第1题的题干').querySelector('[data-testid="import-score-default"]')).toBeNull();
  }, 30_000);
});
