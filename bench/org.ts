// The organisation's share of a bench run: members imported in bulk, the posts the list scenario reads.
import ExcelJS from 'exceljs';
import { ImportJobState } from '@cloud-exam/contract/files/import-job';

/**
 * Gives the demo institution `members` more members through the member import, as an administrator would
 * (no passwords in the file, so no hashing), and waits for the import's job; answers how long it took.
 */
export async function importMembers(base: string, token: string, members: number) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('members');
  sheet.addRow(['username', 'name', 'mobile', 'email', 'dept', 'posts', 'roles', 'password']);
  for (let i = 1; i <= members; i++)
    sheet.addRow([`user${i}`, `考生老师${i}`, `139${String(i).padStart(8, '0')}`, '', '', '', '监考员', '']);
  const body = new FormData();
  body.append('file', new Blob([await book.xlsx.writeBuffer()]), 'members.xlsx');
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const res = await fetch(`${base}/gl/ua/ogt/gl/office/user/import`, { method: 'POST', headers, body });
  const answer = (await res.json()) as { code: number; data: { jobId: string } };
  if (answer.code !== 20000) throw new Error(`member import refused: ${JSON.stringify(answer).slice(0, 300)}`);
  for (;;) {
    const job = (await (await fetch(`${base}/cloudeFile/task/importJob/${answer.data.jobId}`, { headers })).json()) as {
      data: { state: number };
    };
    if (job.data.state === ImportJobState.done) break;
    if (job.data.state === ImportJobState.failed) throw new Error(`member import failed: ${JSON.stringify(job).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return performance.now() - started;
}

/** Twenty posts, the page the list scenario reads. */
export async function addPosts(base: string, token: string) {
  for (let i = 1; i <= 20; i++) {
    const res = await fetch(`${base}/gl/ua/post/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: `bench${i}`, name: `基准岗位${i}`, sort: i, remark: '压测用岗位' }),
    });
    const answer = (await res.json()) as { code: number };
    if (answer.code !== 20000) throw new Error(`adding a post failed: ${JSON.stringify(answer)}`);
  }
}
