// The help centre's search (`GET /gl/pt/pt/help-menu-content/searchPage`) over ARTICLES published articles: a platform
// operator made with the admin command, a few articles in five languages written through the API, then copied by SQL
// (the server stopped, for PGlite's sake) until there are ARTICLES, each with its own title and text; a rare word sits
// in the middle of one article in a hundred. Searched, with a menu's article page beside it for comparison.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { withSql } from './bank';
import { BENCH_PASSWORD, startProduct } from './processes';
import type { RecordsHelpers, RecordsRow } from './records';

export const ARTICLES = 10_000;
const OPERATOR = 'helpbench';
const RARE = '补考申请';
const root = path.resolve(import.meta.dirname, '..');

const SEEDS = [
  ['如何报名考试', '登录后在首页选择考试项目，填写报名表并上传照片，提交后等待机构审核。审核通过后按页面提示缴费，缴费成功即报名完成。'],
  ['准考证打印', '考前一周可在个人中心下载准考证。请使用 A4 纸打印，并核对姓名、身份证号与考场信息，考试当天携带准考证和身份证件入场。'],
  ['考试当天须知', '请提前三十分钟到达考场，关闭手机等电子设备。在线考试请保持摄像头开启，答题过程中系统会自动保存答案。'],
  ['成绩查询与证书', '成绩发布后可在成绩查询页面查看。合格考生可在证书页面申请电子证书，证书可通过公开查询页面核验真伪。'],
  [
    'How to reset your password',
    'Open Forgot password on the sign-in page, enter your mobile number or e-mail and follow the code sent to you.',
  ],
  [
    'Camera and microphone checks',
    'Before an online exam, allow the browser to use the camera and microphone and run the device check on the exam page.',
  ],
  [
    'Cómo solicitar un reembolso',
    'Antes de la fecha límite de reembolso, abra su pedido y pulse solicitar reembolso; la institución revisará la solicitud.',
  ],
  ['受験票の印刷', '試験の一週間前から個人ページで受験票をダウンロードできます。A4 用紙に印刷して試験当日に持参してください。'],
  ['시험 당일 안내', '시험 시작 30분 전까지 입실하고 휴대폰을 끄십시오. 온라인 시험은 카메라를 켠 상태로 응시해야 합니다.'],
  ['发票申请', '缴费完成后可在订单页面申请电子发票，填写单位名称与纳税人识别号，发票会发送到预留邮箱。'],
] as const;

/** run.ts's helpers, its sign-in naming whom. */
type HelpHelpers = Omit<RecordsHelpers, 'signIn'> & { signIn: (base: string, username?: string) => Promise<string> };

type Answer = { code: number; data: { id: string }; access_token?: string };

async function post(base: string, token: string, url: string, body: object) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Answer;
  if (answer.code !== 20000) throw new Error(`${url} refused: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/** The operator (admin command, the server stopped), then three menus and the seed articles through the API. */
async function seed(env: Record<string, string>, signIn: HelpHelpers['signIn']) {
  const made = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/server/src/cli/admin.ts'), 'create-operator', '--user', OPERATOR, '--password', BENCH_PASSWORD],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`create-operator failed: ${made.stderr}`);
  const server = await startProduct(18190, env);
  try {
    const token = await signIn(server.base, OPERATOR);
    const menus = [];
    for (const [i, name] of ['考生指南', '常见问题', 'FAQ'].entries())
      menus.push((await post(server.base, token, '/gl/pt/pt/help-menu/add', { name, sort: i })).id);
    for (const [i, [title, text]] of SEEDS.entries())
      await post(server.base, token, '/gl/pt/pt/help-menu-content/add', {
        menuId: menus[i % menus.length],
        title,
        content: `<p>${text}</p>`,
        published: true,
        sort: i,
      });
    return menus[0]!;
  } finally {
    await server.stop();
  }
}

/** Copies the seeds until there are ARTICLES, numbered; one in a hundred carries RARE in the middle of its text. */
async function grow(env: Record<string, string>) {
  const copies = ARTICLES / SEEDS.length - 1;
  await withSql(env, async (query) => {
    await query(`
      insert into help_articles (office_id, menu_id, title, content, content_text, published, sort, created_at, updated_at)
      select a.office_id, a.menu_id, a.title || ' #' || g, '<p>' || t.text || '</p>', t.text, true, a.sort + g,
        a.created_at - make_interval(secs => g), a.updated_at
      from (select *, row_number() over (order by id) as n from help_articles) a, generate_series(1, ${copies}) g,
        lateral (select case when (g * ${SEEDS.length} + a.n) % 100 = 7
          then left(a.content_text, length(a.content_text) / 2) || '${RARE}' || substr(a.content_text, length(a.content_text) / 2 + 1)
          else a.content_text end || ' 第' || g || '版' as text) t`);
    await query('vacuum analyze help_articles');
  });
}

export async function benchHelp(label: string, env: Record<string, string>, helpers: HelpHelpers): Promise<RecordsRow[]> {
  const menuId = await seed(env, helpers.signIn);
  await grow(env);
  const server = await startProduct(18190, env);
  try {
    await helpers.settle(env);
    const search = (keyword: string) =>
      `${server.base}/gl/pt/pt/help-menu-content/searchPage?keyword=${encodeURIComponent(keyword)}&current=1&size=10`;
    const k = `${ARTICLES / 1000}k`;
    const rows: RecordsRow[] = [];
    for (const [scenario, url] of [
      [`GET help-menu-content/searchPage, rare Chinese word (1 %), ${k} articles`, search(RARE)],
      [`GET help-menu-content/searchPage, common Chinese word, ${k}`, search('准考证')],
      [`GET help-menu-content/searchPage, English word, ${k}`, search('password')],
      [`GET help-menu-content/searchPage, no match, ${k}`, search('量子计算')],
      [
        `GET help-menu-content/queryPage p1, ${k}`,
        `${server.base}/gl/pt/pt/help-menu-content/queryPage?menuId=${menuId}&current=1&size=10`,
      ],
    ] as const)
      rows.push(await helpers.load(label, scenario, { url }));
    return rows;
  } finally {
    await server.stop();
  }
}
