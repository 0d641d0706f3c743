// Admission tickets of a large session, in process: the ticket job's own code (`zipTickets` of
// apps/server/src/modules/sitting/ticket-pdf.ts) making one PDF per candidate — Noto Sans SC embedded as a subset of
// the glyphs each uses, a QR code, the rules — and zipping them, as the job does once it has read the seated
// candidates (a query of one row each, not measured here). Candidates without photos: a photo costs its read from the
// file store and its embedding. `npx tsx bench/tickets.ts 1000 [threads]` runs it alone at a smaller count (threads 0:
// in the calling thread).
import { pathToFileURL } from 'node:url';
import {
  RULES_SIZE,
  RULES_WIDTH,
  TICKET_THREADS,
  type TicketFrame,
  wrapText,
  zipTickets,
} from '../apps/server/src/modules/sitting/ticket-pdf';

export const TICKETS = 10_000;

const SURNAMES =
  '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬鹏浩宇轩梓涵子墨欣怡雨泽晨曦思远嘉懿堃喆玥';
const RULES = [
  '1. 考生须携带准考证和身份证，提前30分钟到达考场，按座位号入座。',
  '2. 考试开始15分钟后不得入场；开考后30分钟内不得交卷离场。',
  '3. 考试期间不得切换页面、不得使用手机等通讯工具，摄像头须全程开启。',
  '4. 违反考试纪律者，按《考试违纪违规行为处理办法》处理。',
].join('\n');

/** Milliseconds to make `count` tickets and zip them, the zip's size and the mean PDF. */
export async function benchTickets(count = TICKETS, threads = TICKET_THREADS) {
  const frame: TicketFrame = {
    title: '2026年春季统一考试 准考证',
    rules: wrapText(RULES, RULES_SIZE, RULES_WIDTH),
    labels: { rules: '考生须知', photo: '照片', qr: '扫码登录考试' },
  };
  const qr = 'https://exam.example.edu.cn/candidate/?exam=0b6f5d2e-1c1a-4c8e-9a7e-2f3d4b5c6d7e';
  const started = performance.now();
  const zip = await zipTickets(
    frame,
    count,
    async (i) => {
      const name = SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7) % GIVEN.length]! + GIVEN[(i * 13 + 5) % GIVEN.length]!;
      const admissionNumber = `2026${String(i + 1).padStart(6, '0')}`;
      return {
        name: `${admissionNumber}-${name}`,
        data: {
          fields: [
            ['姓名', name],
            ['准考证号', admissionNumber],
            ['考试名称', '2026年春季统一考试'],
            ['考试科目', '语文'],
            ['场次', '上午场'],
            ['考试时间', '2026-03-01 09:00–11:00'],
            ['考场', `第${Math.floor(i / 30) + 1}考场 · 教学楼A座`],
            ['座位号', String((i % 30) + 1)],
          ],
          photo: null,
          qr,
        },
      };
    },
    async () => true,
    { threads },
  );
  const ms = performance.now() - started;
  return { ms, count, threads, zipBytes: zip!.length, meanPdfBytes: Math.round(zip!.length / count) };
}

export const ticketsLine = (r: Awaited<ReturnType<typeof benchTickets>>) =>
  `Admission tickets: ${r.count} PDFs (Noto Sans SC subset, QR code, rules) zipped in ${(r.ms / 1000).toFixed(1)} s ` +
  `(${(r.ms / r.count).toFixed(1)} ms each, ${r.threads || 'no'} worker thread${r.threads === 1 ? '' : 's'}; zip ${(r.zipBytes / 1024 / 1024).toFixed(0)} MB, ${(r.meanPdfBytes / 1024).toFixed(1)} KB a ticket; goal < 60 s)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ticketsLine(await benchTickets(Number(process.argv[2] ?? TICKETS), Number(process.argv[3] ?? TICKET_THREADS))));
}
