import { inflateSync } from 'node:zlib';
import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { DEFAULT_TICKET_LAYOUT, ticketApi, type TicketTask } from '@cloud-exam/contract/sitting/ticket';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { callsOf, probeApi } from '../../test/probes';
import { png } from '../../test/media-files';
import { createTestApp, givenInstitution, givenMember, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * Admission tickets as an exam officer notices them: a task over a session makes one PDF per seated candidate, zipped in
 * the download centre, each with the candidate's name in a Chinese font embedded as a subset; its progress reaches 100;
 * the name is required and at most 50 characters; the exam's layout is the default until saved and changes what
 * tickets show; invigilators are refused, and another institution's session, exam or task is not found.
 */

let t: TestApp;
let admin: string;
let stranger: string;
let watcher: string;
let exam: string;
let session: string;
let otherSession: string;
const people = [0, 1, 2].map((n) => ({ name: `准考证考生${'甲乙丙'[n]}`, idNumber: mainlandId(700 + n) }));
const admission: string[] = [];

const { call: callAs, ok } = callsOf(
  () => t,
  () => admin,
);
const call = (e: Parameters<typeof callAs>[0], input: unknown, token = admin) => callAs(e, input, token);

/** The task once its job has ended. */
async function finished(id: string, token = admin): Promise<TicketTask> {
  for (const until = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 25))) {
    const task = (await ok(ticketApi.tasks, { sessionId: session, size: 50 }, token)).records.find((r: TicketTask) => r.id === id);
    if (task.state === 'processing' && Date.now() < until) continue;
    return task;
  }
}

/** The zip of a task from the download centre, its files by name. */
async function zipOf(fileTaskId: string) {
  const task = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.find((r: { id: string }) => r.id === fileTaskId);
  expect(task).toMatchObject({ status: FileTaskStatus.done, fileType: 'examTicket.zip' });
  const res = await t.app.inject({ url: `/cloudeFile/task/download/${fileTaskId}`, headers: { authorization: `Bearer ${admin}` } });
  expect(res.statusCode).toBe(200);
  return { name: task.fileName as string, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

/** What a PDF holds: it parses, its streams inflated as text, its embedded font files' sizes. */
async function pdfOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  const fontFiles: number[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFRawStream)) continue;
    const raw = obj.getContents();
    const data = obj.dict.get(PDFName.of('Filter')) ? inflateSync(raw) : Buffer.from(raw);
    text += data.toString('latin1');
  }
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const file = 'get' in obj && typeof obj.get === 'function' ? obj.get(PDFName.of('FontFile2')) : undefined;
    if (file) fontFiles.push((doc.context.lookup(file) as PDFRawStream).getContents().length);
  }
  // the pictures the page draws (a PNG's transparency is a second image of its own, not drawn by the page)
  const images = doc.getPage(0).node.normalizedEntries().XObject.keys().length;
  return { pages: doc.getPageCount(), text, fontFiles, images };
}
/** A text as a ToUnicode map writes its characters (UTF-16BE hex). */
const unicodeHex = (s: string) => [...s].map((c) => `<${c.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()}>`);

beforeAll(async () => {
  t = await createTestApp();
  const { office } = await givenInstitution(t, '准考证中心', 'tkadmin');
  await givenInstitution(t, '别处机构', 'tkother');
  admin = await signIn(t, 'tkadmin');
  stranger = await signIn(t, 'tkother');
  await givenMember(t, office.id, 'tkwatch', [Authority.monitor]);
  watcher = await signIn(t, 'tkwatch');
  const day = await givenExamDay(probeApi(t, admin), { name: '准考证', now: t.clock.now, people, publish: false });
  ({ exam, session } = day);
  for (const c of day.candidates) admission.push(c.admissionNumber);
  // the first candidate has a photo
  expect((await uploadFile(t, `/gl/kw/kw/exam/uploadPhoto?examCandidateId=${day.candidates[0]!.id}`, admin, png(), 'a.png')).code).toBe(
    20000,
  );
  otherSession = (
    await givenExamDay(probeApi(t, stranger), { name: '别处', now: t.clock.now, people: [{ name: '别处考生', idNumber: mainlandId(790) }] })
  ).session;
});
afterAll(() => t?.close());

describe('admission-ticket tasks', () => {
  it('refuses a name that is empty or over 50 characters', async () => {
    expect((await call(ticketApi.add, { sessionId: session, name: '  ' })).code).not.toBe(0);
    const long = await call(ticketApi.add, { sessionId: session, name: '准'.repeat(51) });
    expect(long.code).toBe(ErrorCodes.ticketTaskNameTooLong);
    expect(long.msg).toContain('50');
    expect((await ok(ticketApi.tasks, { sessionId: session })).total).toBe(0);
  });

  it('makes one PDF per seated candidate, zipped in the download centre, with their names in an embedded subset font', async () => {
    const started = await ok(ticketApi.add, { sessionId: session, name: '准'.repeat(50) });
    expect(started.total).toBe(3);
    const task = await finished(started.id);
    expect(task).toMatchObject({ name: '准'.repeat(50), state: 'done', progress: 100, total: 3, fileTaskId: started.fileTaskId });
    expect(task.createdByName).toBe('tkadmin');
    const { name, files } = await zipOf(started.fileTaskId);
    expect(name).toBe(`${'准'.repeat(50)}.zip`);
    expect(Object.keys(files).sort()).toEqual(people.map((p, n) => `${admission[n]}-${p.name}.pdf`).sort());
    for (const [n, p] of people.entries()) {
      const pdf = await pdfOf(files[`${admission[n]}-${p.name}.pdf`]!);
      expect(pdf.pages).toBe(1);
      // the name's characters are in the font's map to Unicode (a text check reads them back), the font is embedded
      for (const hex of unicodeHex(p.name)) expect(pdf.text).toContain(hex);
      for (const hex of unicodeHex(admission[n]!)) expect(pdf.text).toContain(hex);
      expect(pdf.fontFiles).toHaveLength(1);
      // the photo of the one who has one
      expect(pdf.images).toBe(n === 0 ? 1 : 0);
      // and a subset: the whole font is 10 MB
      expect(pdf.fontFiles[0]).toBeLessThan(200_000);
    }
  });

  it('deletes a task and its zip', async () => {
    const started = await ok(ticketApi.add, { sessionId: session, name: '待删除' });
    await finished(started.id);
    expect((await call(ticketApi.remove, { id: started.id }, stranger)).code).toBe(ErrorCodes.notFound);
    await ok(ticketApi.remove, { id: started.id });
    expect((await ok(ticketApi.tasks, { sessionId: session })).records.map((r: TicketTask) => r.name)).not.toContain('待删除');
    const files = (await ok(fileTaskApi.page, { current: 1, size: 50 })).records.map((r: { id: string }) => r.id);
    expect(files).not.toContain(started.fileTaskId);
  });
});

describe('the exam’s ticket layout', () => {
  it('is the default until saved, then shows what was saved on the tickets', async () => {
    expect(await ok(ticketApi.layout, { examId: exam })).toMatchObject({ ...DEFAULT_TICKET_LAYOUT, logoUrl: null, examName: '准考证' });
    await ok(ticketApi.saveLayout, {
      examId: exam,
      title: '统一考试准考证',
      logoKey: null,
      fields: ['room', 'seat'],
      rules: '请携带身份证',
    });
    expect(await ok(ticketApi.layout, { examId: exam })).toMatchObject({
      title: '统一考试准考证',
      fields: ['room', 'seat'],
      rules: '请携带身份证',
    });
    const started = await ok(ticketApi.add, { sessionId: session, name: '新样式' });
    await finished(started.id);
    const { files } = await zipOf(started.fileTaskId);
    const pdf = await pdfOf(Object.values(files)[0]!);
    for (const hex of unicodeHex('统一考试准考证请携带身份证')) expect(pdf.text).toContain(hex);
  });

  it('prints the institution’s logo on every ticket', async () => {
    const logo = await uploadFile(t, '/cloudeFile/file/upload/image', admin, png(), 'logo.png');
    const { key } = logo.data as { key: string };
    await ok(ticketApi.saveLayout, { examId: exam, title: '', logoKey: key, fields: ['photo'], rules: '' });
    expect(await ok(ticketApi.layout, { examId: exam })).toMatchObject({ logoKey: key, logoUrl: `cloudeFile/file/${key}` });
    const started = await ok(ticketApi.add, { sessionId: session, name: '带标志' });
    await finished(started.id);
    const { files } = await zipOf(started.fileTaskId);
    expect(
      await Promise.all(
        Object.keys(files)
          .sort()
          .map(async (f) => (await pdfOf(files[f]!)).images),
      ),
    ).toEqual(
      Object.keys(files)
        .sort()
        .map((f) => (f.startsWith(admission[0]!) ? 2 : 1)),
    );
  });

  it('refuses a logo that is not one of the institution’s pictures', async () => {
    const res = await call(ticketApi.saveLayout, { examId: exam, title: '', logoKey: 'a'.repeat(32), fields: [], rules: '' });
    expect(res.code).toBe(ErrorCodes.notFound);
  });
});

describe('who', () => {
  it('refuses invigilators: tickets are the exam officer’s', async () => {
    const res = await t.app.inject({
      url: `/gl/kw/kw/exam/ticket/tasks?sessionId=${session}`,
      headers: { authorization: `Bearer ${watcher}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not find another institution’s session or exam', async () => {
    expect((await call(ticketApi.tasks, { sessionId: otherSession })).code).toBe(ErrorCodes.notFound);
    expect((await call(ticketApi.add, { sessionId: otherSession, name: '越权' })).code).toBe(ErrorCodes.notFound);
    expect((await call(ticketApi.layout, { examId: exam }, stranger)).code).toBe(ErrorCodes.notFound);
    expect((await call(ticketApi.tasks, { sessionId: session }, stranger)).code).toBe(ErrorCodes.notFound);
  });
});
