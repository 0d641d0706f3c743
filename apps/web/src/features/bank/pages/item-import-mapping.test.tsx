import { bankApi } from '@cloud-exam/contract/bank/bank';
import { type ImportLayout, itemMappingApi } from '@cloud-exam/contract/bank/item-mapping';
import { type ItemImport, ItemImportState, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../i18n/i18n';
import { host, renderPage, settle } from '../../../test/page-harness';
import { ITEM_IMPORT_PATH, itemImportPath } from '../paths';

const BANK = '00000000-0000-4000-8000-000000000001';
const IMPORT = '00000000-0000-4000-8000-000000000002';
const SAVED = '00000000-0000-4000-8000-000000000003';

const job: ItemImport = {
  id: IMPORT,
  bankId: BANK,
  format: 'excel',
  fileName: '考试星导出.xlsx',
  state: ItemImportState.mapping,
  progress: 100,
  total: 0,
  withProblems: 0,
  imported: 0,
  code: null,
  msg: null,
  fileTaskId: null,
  skipped: [],
  skippedCount: 0,
  createTime: '2026-06-07T01:00:00.000Z',
};
const column = (index: number, header: string, samples: string[], guess: ImportLayout['sheets'][0]['columns'][0]['guess']) => ({
  index,
  header,
  samples,
  guess,
});
const layout: ImportLayout = {
  sheet: '试题',
  sheets: [
    {
      name: '试题',
      rows: 2,
      columns: [
        column(0, '序号', ['1', '2'], null),
        column(1, '题目内容', ['我国的首都是？', '1+1=？'], 'stem'),
        column(2, '选项A', ['上海', '1'], 'option'),
        column(3, '选项B', ['北京', '2'], 'option'),
        column(4, '正确答案', ['B', 'B'], 'answer'),
        column(5, '备注', ['单选', '单选'], 'type'),
      ],
    },
  ],
  saved: [
    {
      id: SAVED,
      name: '考试星',
      headers: ['题目内容', '选项A', '选项B', '正确答案'],
      fields: ['stem', 'option', 'option', 'answer'],
      matches: false,
    },
  ],
};

const sent: { path: string; input: unknown }[] = [];
vi.mock('../../../api/call', () => ({
  endpointQuery: (e: { path: string }, input: unknown) => ({
    queryKey: [e.path, input ?? null],
    queryFn: async () => {
      if (e.path === bankApi.get.path) return { id: BANK, name: '语文题库' };
      if (e.path === itemTransferApi.importStatus.path) return job;
      if (e.path === itemMappingApi.importLayout.path) return layout;
      return null;
    },
  }),
  keyOf: (e: { path: string }) => [e.path],
  call: vi.fn(async (e: { path: string }, input: unknown) => {
    sent.push({ path: e.path, input });
    return { mappingId: null };
  }),
  downloadFrom: vi.fn(),
}));

const rows = () => [...host.querySelectorAll('[data-testid="item-import-mapping-table"] tr.ant-table-row')];
const fieldShown = (row: Element) => row.querySelector('.ant-select')?.textContent;
const selectOf = (label: string) => host.querySelector(`input[aria-label="${label}"]`)!.closest('.ant-select') as HTMLElement;
async function choose(label: string, text: string) {
  await act(async () =>
    selectOf(label)
      .querySelector('.ant-select-selector, .ant-select-content')!
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
  );
  await settle();
  // each select's list is added on its first opening: the last one is this select's
  const list = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
  const option = [...list.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === text)!;
  await act(async () => option.click());
  await settle();
}
const applyButton = () => host.querySelector('[data-testid="item-import-mapping-apply"]') as HTMLButtonElement;

describe('the import of an Excel file from another system', () => {
  it('shows each column with its samples and guessed field, refuses a mapping without a stem, and reads with the one chosen', async () => {
    await i18nReady;
    await changeLanguage('zh');
    const { default: Page } = await import('./item-import-page');
    await renderPage(Page, { route: ITEM_IMPORT_PATH, path: itemImportPath(BANK, IMPORT) });
    expect(host.textContent).toContain('对应“考试星导出.xlsx”的列');
    expect(rows().map((r) => r.querySelector('td')!.textContent)).toEqual(['序号', '题目内容', '选项A', '选项B', '正确答案', '备注']);
    expect(rows()[1]!.textContent).toContain('我国的首都是？');
    expect(rows().map(fieldShown)).toEqual([
      '不导入',
      '题干',
      '一个选项（按列顺序为 A、B、C…）',
      '一个选项（按列顺序为 A、B、C…）',
      '答案',
      '题型',
    ]);

    // without a stem nothing is read
    await choose('“题目内容”对应的字段', '不导入');
    expect(host.querySelector('[data-testid="item-import-mapping-fault"]')!.textContent).toContain('请指定题干所在的列');
    expect(applyButton().disabled).toBe(true);
    await choose('“题目内容”对应的字段', '题干');
    // the remarks column is no type: left out
    await choose('“备注”对应的字段', '不导入');
    expect(applyButton().disabled).toBe(false);

    await act(async () => applyButton().click());
    await settle();
    expect(sent).toEqual([
      {
        path: itemMappingApi.applyMapping.path,
        input: { id: IMPORT, sheet: '试题', fields: [null, 'stem', 'option', 'option', 'answer', null] },
      },
    ]);
  }, 60_000);

  it('takes a saved mapping by its headers and saves a new one by name', async () => {
    sent.length = 0;
    const { default: Page } = await import('./item-import-page');
    await renderPage(Page, { route: ITEM_IMPORT_PATH, path: itemImportPath(BANK, IMPORT) });
    await act(async () =>
      host
        .querySelector('[aria-labelledby="mapping-saved"]')!
        .closest('.ant-select')!
        .querySelector('.ant-select-selector, .ant-select-content')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true })),
    );
    await settle();
    await act(async () =>
      [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === '考试星')!.click(),
    );
    await settle();
    expect(rows().map(fieldShown)).toEqual([
      '不导入',
      '题干',
      '一个选项（按列顺序为 A、B、C…）',
      '一个选项（按列顺序为 A、B、C…）',
      '答案',
      '不导入',
    ]);

    await act(async () => (host.querySelector('.ant-checkbox-input') as HTMLInputElement).click());
    expect(applyButton().disabled).toBe(true);
    const name = host.querySelector('input[aria-label="方案名称"]') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, '外校格式');
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => applyButton().click());
    await settle();
    expect(sent).toEqual([
      {
        path: itemMappingApi.applyMapping.path,
        input: { id: IMPORT, sheet: '试题', fields: [null, 'stem', 'option', 'option', 'answer', null], saveAs: '外校格式' },
      },
    ]);
  }, 60_000);
});
