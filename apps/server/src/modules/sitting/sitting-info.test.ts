import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { CollectFieldInput } from '@cloud-exam/contract/exam/collect-info';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainlandId } from '../../test/mainland-id';
import { png } from '../../test/media-files';
import { inject, probeApi } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp, uploadFile } from '../../test/test-app';
import { givenExamDay } from './sitting.probes';

/*
 * The information form on exam day: the candidate reads the fields they see with their own answers, is refused field
 * by field by the console's rules, cannot start until it is complete, and starts once it is; another candidate's token
 * never reaches these answers, and a member's token reaches none.
 */

const MINUTE = 60_000;
let t: TestApp;
let admin: string;
let day: Awaited<ReturnType<typeof givenExamDay>>;
const people = [0, 1].map((n) => ({ name: `填表考生${n}`, idNumber: mainlandId(700 + n) }));
/** The form's field ids by title, as the server gave them. */
const field: Record<string, string> = {};

const form: CollectFieldInput[] = [
  { componentId: 'name', title: '姓名', required: 1 },
  { componentId: 'phone', title: '手机号', required: 1 },
  {
    componentId: 'gender',
    title: '性别',
    required: 1,
    optionList: [
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ],
  },
  { componentId: 'textarea', title: '个人简介', collectImageStandard: { maxWordNum: 10 } },
  { componentId: 'photo', title: '证件照', required: 1 },
  { componentId: 'input', title: '考点编号', editable: 0, defaultValue: 'K01' },
  { componentId: 'input', title: '内部备注', visible: 0 },
];

const answer = async (e: Endpoint, input: unknown, token: string) => (await inject(t, e, input, token)).json();
const ok = async (e: Endpoint, input: unknown, token: string) => {
  const body = await answer(e, input, token);
  expect(body.code, JSON.stringify(body)).toBe(20000);
  return body.data;
};
const signedIn = async (n: number) =>
  (
    await ok(
      sittingApi.login,
      { examId: day.exam, method: 'admissionNumber', admissionNumber: day.candidates[n]!.admissionNumber, idNumber: people[n]!.idNumber },
      '',
    )
  ).token as string;
const saving = (token: string, answers: Record<string, unknown>, lang = 'zh') =>
  t.app.inject({
    method: 'POST',
    url: sittingApi.infoSave.path,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: { answers },
  });

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '考试中心', 'infoadmin');
  admin = await signIn(t, 'infoadmin');
  day = await givenExamDay(probeApi(t, admin), { name: '填表考试', now: t.clock.now, people, form });
});
afterAll(() => t?.close());

describe('the information form before the start', () => {
  let token: string;
  let photo: { key: string; url: string; name: string };

  it('shows the candidate the fields they see, their answers, and that it is not complete', async () => {
    token = await signedIn(0);
    expect((await ok(sittingApi.sitting, undefined, token)).infoComplete).toBe(false);
    const info = await ok(sittingApi.info, undefined, token);
    expect(info.fields.map((f: { title: string }) => f.title)).toEqual(['姓名', '手机号', '性别', '个人简介', '证件照', '考点编号']);
    for (const f of info.fields as { id: string; title: string }[]) field[f.title] = f.id;
    expect(info).toMatchObject({ values: {}, complete: false });
  });

  it('refuses the answers field by field with the console’s rules, in the candidate’s language', async () => {
    const refused = await saving(token, {
      [field.姓名!]: ' ',
      [field.手机号!]: '1380013',
      [field.性别!]: '3',
      [field.个人简介!]: '这段简介一共有十一个字。',
      [field.证件照!]: [{ name: 'x.png', url: 'https://elsewhere.example/x.png', key: 'not-a-key-of-ours-aaaaaaaaaaaaaaa' }],
    });
    const body = refused.json();
    expect(body.code).toBe(ErrorCodes.infoFormInvalid);
    expect(body.msg).toBe('信息采集表有 5 项填写有误，请按提示修改');
    expect(body.data.problems.map((p: { fieldId: string; code: number; message: string }) => [p.fieldId, p.code, p.message])).toEqual([
      [field.姓名, ErrorCodes.fieldRequired, '姓名未填写'],
      [field.手机号, ErrorCodes.mobileFormat, '手机号格式不正确'],
      [field.性别, ErrorCodes.collectValueInvalid, '请填写正确的性别'],
      [field.个人简介, ErrorCodes.fieldLength, '长度在 0 到 10 个字符'],
      [field.证件照, ErrorCodes.collectValueInvalid, '请填写正确的证件照'],
    ]);
    const english = (await saving(token, { [field.姓名!]: '' }, 'en')).json();
    expect(english.data.problems[0]).toMatchObject({ fieldId: field.姓名, message: '姓名 is required' });
    // a field of no form of this exam is named
    expect((await saving(token, { '00000000-0000-4000-8000-000000000000': 'x' })).json().code).toBe(ErrorCodes.collectFieldUnknown);
    expect((await ok(sittingApi.info, undefined, token)).values).toEqual({});
  });

  it('keeps a photo for the photo field only, told by its content', async () => {
    const url = (fieldId: string) => sittingApi.infoUpload.path.replace('{fieldId}', fieldId);
    const kept = await uploadFile(t, url(field.证件照!), token, png(), 'me.png');
    expect(kept.code, JSON.stringify(kept)).toBe(20000);
    photo = kept.data as typeof photo;
    expect((await uploadFile(t, url(field.证件照!), token, Buffer.from('not a picture'), 'x.png')).code).toBe(ErrorCodes.uploadTypeRefused);
    expect((await uploadFile(t, url(field.姓名!), token, png(), 'me.png')).code).toBe(ErrorCodes.infoFieldNoUpload);
    expect((await uploadFile(t, url(field.考点编号!), token, png(), 'me.png')).code).toBe(ErrorCodes.infoFieldNoUpload);
  });

  it('refuses the start while incomplete, saves complete answers (read-only and hidden fields keep theirs), then starts', async () => {
    t.advance(10 * MINUTE + 1000);
    expect((await answer(sittingApi.start, {}, token)).code).toBe(ErrorCodes.infoFormRequired);
    const saved = await ok(
      sittingApi.infoSave,
      {
        answers: {
          [field.姓名!]: '填表考生0',
          [field.手机号!]: '13800138000',
          [field.性别!]: '2',
          [field.证件照!]: [{ ...photo, name: '改过的名字.png', url: 'javascript:alert(1)' }],
          [field.考点编号!]: 'K99',
        },
      },
      token,
    );
    expect(saved.complete).toBe(true);
    // the file is named and addressed as the store keeps it, whatever was sent
    expect(saved.values).toEqual({
      [field.姓名!]: '填表考生0',
      [field.手机号!]: '13800138000',
      [field.性别!]: '2',
      [field.证件照!]: [{ name: 'me.png', url: photo.url, key: photo.key }],
    });
    expect((await ok(sittingApi.sitting, undefined, token)).infoComplete).toBe(true);
    expect(await ok(sittingApi.start, {}, token)).toMatchObject({ state: 'inExam', infoComplete: true });
    expect((await saving(token, { [field.姓名!]: '再改' })).json().code).toBe(ErrorCodes.infoFormClosed);

    const { rows } = await t.database.executeSql("select detail from exam_sitting_events where kind = 'infoSave' order by id");
    expect(rows.map((r) => (r as { detail: { changed: string[] } }).detail.changed)).toEqual([
      [field.姓名, field.手机号, field.性别, field.证件照],
    ]);
    // the console reads what the candidate gave, and the candidate's history names the edit as theirs
    const console = await ok(examCandidateApi.info, { id: day.candidates[0]!.id }, admin);
    expect(console.collected).toMatchObject({ [field.姓名!]: '填表考生0', [field.手机号!]: '138****8000', [field.性别!]: '2' });
    expect(console.collected[field.考点编号!]).toBeUndefined();
    expect(console.history[0]).toMatchObject({ action: 'examCandidate.candidateEdit', username: '填表考生0' });
  });

  it('never shows or changes one candidate’s answers through another’s token', async () => {
    const other = await signedIn(1);
    expect(await ok(sittingApi.info, undefined, other)).toMatchObject({ values: {}, complete: false });
    const kept = await uploadFile(t, sittingApi.infoUpload.path.replace('{fieldId}', field.证件照!), other, png(1), 'other.png');
    const answers = { [field.姓名!]: '填表考生1', [field.手机号!]: '13900139000', [field.性别!]: '1', [field.证件照!]: [kept.data] };
    expect((await ok(sittingApi.infoSave, { answers }, other)).values[field.姓名!]).toBe('填表考生1');
    expect((await ok(sittingApi.info, undefined, token)).values).toMatchObject({ [field.姓名!]: '填表考生0', [field.性别!]: '2' });
    const first = await ok(examCandidateApi.info, { id: day.candidates[0]!.id }, admin);
    expect(first.collected).toMatchObject({ [field.姓名!]: '填表考生0', [field.证件照!]: [{ key: photo.key }] });
  });

  it('refuses a member’s token', async () => {
    for (const e of [sittingApi.info, sittingApi.infoSave]) expect((await inject(t, e, { answers: {} }, admin)).statusCode).toBe(401);
    expect((await uploadFile(t, sittingApi.infoUpload.path.replace('{fieldId}', field.证件照!), admin, png(), 'x.png')).code).toBe(
      ErrorCodes.unauthenticated,
    );
  });
});
