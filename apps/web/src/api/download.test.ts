import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../i18n/i18n';
import { download, fileNameFrom } from './download';
import { registerFeedback } from './feedback';

const errors: string[] = [];
beforeAll(async () => {
  await i18nReady;
  await changeLanguage('zh');
  registerFeedback({ alert: () => undefined, error: (m) => errors.push(m) });
});

describe('downloads', () => {
  it('take the file name from Content-Disposition, UTF-8 form first', () => {
    expect(fileNameFrom(`attachment; filename="scores.xlsx"; filename*=UTF-8''%E6%88%90%E7%BB%A9.xlsx`)).toBe('成绩.xlsx');
    expect(fileNameFrom('attachment; filename="report 2026.pdf"')).toBe('report 2026.pdf');
    expect(fileNameFrom('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFrom(null)).toBeUndefined();
  });

  it('save the file under its name', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('a,b\n1,2', {
          headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''%E5%90%8D%E5%8D%95.csv" },
        }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(download('/gl/x/export')).resolves.toBe('名单.csv');
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('translate a JSON error sent in place of the file', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 52410104, msg: 'x' }), { headers: { 'content-type': 'application/octet-stream' } }),
    );
    await expect(download('/gl/x/export')).rejects.toMatchObject({ code: 52410104, message: '只能上传xls或xlsx文件' });
    expect(errors).toContain('只能上传xls或xlsx文件');
  });
});
