import { chromium } from 'playwright-core';
const base = 'http://localhost:3300', token = process.argv[2], lang = process.argv[3] ?? 'zh';
const H = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': lang };
const post = async (p, b) => (await fetch(base + p, { method: 'POST', headers: H, body: JSON.stringify(b) })).json();
const day = 86400000;
let exams = (await (await fetch(base + '/gl/kw/kw/exam/queryPage?examName=期末', { headers: H })).json()).data.records;
let id = exams[0]?.id;
if (!id) {
  const cat = await post('/gl/pt/pt/examination-category/add', { name: '期末考试' });
  await post('/gl/pt/pt/examination-category/add', { name: '高一', parentId: cat.data.id });
  const r = await post('/gl/kw/kw/exam/add', { examName: '2026 年秋季期末考试', categoryId: cat.data.id, examMethod: '线上考试', beginDate: new Date(Date.now() + 3 * day).toISOString(), endDate: new Date(Date.now() + 4 * day).toISOString(), description: '高一年级期末统一考试', subjects: [{ subjectName: '语文', duration: 120, earlySubmitMinutes: 30 }, { subjectName: '数学', duration: 90 }] });
  id = r.data.id; console.log(JSON.stringify(r));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
await ctx.addCookies([{ name: 'access_token', value: token, url: base }]);
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
page.on('pageerror', (e) => console.log('page error', e.message));
const pages = process.argv.slice(4).length ? process.argv.slice(4) : ['/examination/list', '/examination/category', `/examination/detail/index/${id}`, `/examination/detail/editExamBaseInfo/${id}`, '/examination/create', `/examination/detail/editExaminationPaper/${id}`, `/examination/detail/editExamConfig/${id}`, '/examination/examOrder'];
for (const p of pages) {
  await page.goto(base + p.replace('{id}', id));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1200);
  const name = `/tmp/shot-${lang}-${p.split('/').filter(Boolean).slice(1, 3).join('-').replace(/[^a-zA-Z-]/g, '')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
