import { CONFIG_CHOICE_TEXTS } from '../exam/exam-config';
import { LANGUAGES, type Language } from '../languages';
import { CONSEQUENCE_NAMES } from './sitting-discipline';
import type { HandInCause, RecordEvent, RecordKind } from './sitting-record';

/**
 * A candidate's record in words, in the five interface languages: each kind of event's name and a line of its detail,
 * the same on the console's page and in the exported sheet.
 */

type Texts = readonly [zh: string, en: string, es: string, ja: string, ko: string];
const inLanguage = (texts: Texts, lang: Language) => texts[LANGUAGES.indexOf(lang)]!;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export const RECORD_KIND_TEXTS: Record<RecordKind, Texts> = {
  signIn: ['登录', 'Signed in', 'Inicio de sesión', 'ログイン', '로그인'],
  entryRefused: ['拒绝入场', 'Entry refused', 'Entrada rechazada', '入場拒否', '입장 거부'],
  start: ['开始作答', 'Started', 'Comenzó', '解答開始', '응시 시작'],
  leavePage: ['离开考试页面', 'Left the page', 'Salió de la página', 'ページを離れた', '페이지 이탈'],
  returnPage: ['返回考试页面', 'Came back to the page', 'Volvió a la página', 'ページに戻った', '페이지 복귀'],
  leaveFullscreen: ['退出全屏', 'Left fullscreen', 'Salió de pantalla completa', '全画面を終了', '전체 화면 종료'],
  enterFullscreen: ['进入全屏', 'Entered fullscreen', 'Entró en pantalla completa', '全画面に戻った', '전체 화면 진입'],
  copyPasteBlocked: ['复制粘贴被阻止', 'Copy or paste blocked', 'Copiar o pegar bloqueado', 'コピー・貼り付けを阻止', '복사·붙여넣기 차단'],
  pause: ['暂停考试', 'Paused', 'En pausa', '一時停止', '일시 정지'],
  resume: ['恢复考试', 'Resumed', 'Reanudado', '再開', '재개'],
  extraTime: ['延时', 'Extra time', 'Tiempo adicional', '時間延長', '시간 연장'],
  message: ['收到消息', 'Message received', 'Mensaje recibido', 'メッセージ受信', '메시지 수신'],
  mediaPlay: ['播放音视频', 'Media played', 'Reproducción de medio', 'メディア再生', '미디어 재생'],
  infoSave: ['保存信息采集表', 'Information form saved', 'Formulario de datos guardado', '情報フォームを保存', '정보 양식 저장'],
  snapshot: ['摄像头抓拍', 'Camera snapshot', 'Captura de cámara', 'カメラ撮影', '카메라 캡처'],
  submit: ['交卷', 'Handed in', 'Entregado', '提出', '제출'],
  forceSubmit: ['强制收卷', 'Force-submitted', 'Entrega forzada', '強制提出', '강제 제출'],
  withdraw: ['撤回交卷', 'Hand-in withdrawn', 'Entrega retirada', '提出取り消し', '제출 철회'],
  lock: ['场次锁定', 'Session locked', 'Sesión bloqueada', '試験回をロック', '회차 잠금'],
  unlock: ['场次解锁', 'Session unlocked', 'Sesión desbloqueada', '試験回のロック解除', '회차 잠금 해제'],
  breach: ['记录违纪', 'Breach recorded', 'Infracción registrada', '不正行為を記録', '부정행위 기록'],
  breachRevoke: ['撤销违纪', 'Breach revoked', 'Infracción anulada', '不正行為の記録を取消', '부정행위 기록 취소'],
};

/** A kind of event by its name in a language. */
export const recordKindName = (kind: RecordKind, lang: Language) => inLanguage(RECORD_KIND_TEXTS[kind], lang);

const CAUSE_TEXTS: Record<HandInCause, Texts> = {
  candidate: ['考生交卷', 'By the candidate', 'Por el candidato', '受験者が提出', '응시자가 제출'],
  timeUp: ['时间到自动交卷', 'Time was up', 'Se acabó el tiempo', '時間切れで自動提出', '시간 종료로 자동 제출'],
  leaveLimit: ['离开次数超过限制', 'Left the page too often', 'Demasiadas salidas de la página', '離脱回数が上限を超過', '이탈 횟수 초과'],
};

const WORDS = {
  method: ['登录方式', 'Method', 'Método', '方法', '방식'],
  ip: ['IP地址', 'Address', 'Dirección', 'IPアドレス', 'IP 주소'],
  device: ['设备', 'Device', 'Dispositivo', 'デバイス', '기기'],
  browser: ['浏览器', 'Browser', 'Navegador', 'ブラウザ', '브라우저'],
  paper: ['试卷', 'Paper', 'Examen', '試験用紙', '시험지'],
  agreed: ['已同意考试须知', 'Agreed to the exam’s terms', 'Aceptó las condiciones del examen', '受験規約に同意', '시험 안내에 동의'],
  clientTime: ['考生端时间', 'On the candidate’s computer', 'En el equipo del candidato', '受験者端末の時刻', '응시자 기기 시각'],
  minutes: ['{minutes} 分钟', '{minutes} min', '{minutes} min', '{minutes} 分', '{minutes}분'],
  until: ['至 {time}', 'until {time}', 'hasta {time}', '{time} まで', '{time}까지'],
  left: ['剩余时间 {left}', 'Time left: {left}', 'Tiempo restante: {left}', '残り時間 {left}', '남은 시간 {left}'],
  afresh: ['重新开始作答', 'To be started afresh', 'Para empezar de nuevo', '最初から解答', '처음부터 응시'],
  read: ['已读 {time}', 'Read {time}', 'Leído {time}', '既読 {time}', '읽음 {time}'],
  unread: ['未读', 'Not read yet', 'Sin leer', '未読', '읽지 않음'],
  late: ['迟到超过允许入场时间', 'Too late to enter', 'Demasiado tarde para entrar', '入場可能時間を過ぎた遅刻', '입실 가능 시간 초과'],
  locked: ['场次已锁定', 'The session was locked', 'La sesión estaba bloqueada', '受験回がロック中', '차수가 잠겨 있음'],
  item: [
    '第 {item} 题，第 {media} 个音视频',
    'Item {item}, media {media}',
    'Pregunta {item}, medio {media}',
    '第 {item} 問、メディア {media}',
    '{item}번 문항, 미디어 {media}',
  ],
  fields: ['修改了：{fields}', 'Changed: {fields}', 'Cambió: {fields}', '変更：{fields}', '변경: {fields}'],
  unchanged: ['未修改', 'Nothing changed', 'Sin cambios', '変更なし', '변경 없음'],
  deducted: ['扣 {points} 分', '{points} points off', '{points} puntos menos', '{points} 点減点', '{points}점 감점'],
  answered: ['已答 {count} 题', '{count} answered', '{count} respondidas', '{count} 問解答', '{count}문항 답변'],
} as const satisfies Record<string, Texts>;

const word = (key: keyof typeof WORDS, lang: Language, values: Record<string, string | number> = {}) =>
  fill(inLanguage(WORDS[key], lang), values);
const wide = (lang: Language) => lang === 'zh' || lang === 'ja';
const labelled = (key: 'method' | 'ip' | 'device' | 'browser' | 'paper' | 'clientTime', value: string, lang: Language) =>
  `${word(key, lang)}${wide(lang) ? '：' : ': '}${value}`;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The detail of an event in a line, in a language, its moments written by `time` (the institution's zone): how and
 * from where a sign-in came, the paper started, how long a pause or extra time is, what a message said and whether it
 * was read, and so on. Who did it and why are the record's own columns.
 */
export function describeRecordEvent(e: RecordEvent, lang: Language, time: (at: string) => string): string {
  const parts: string[] = [];
  const add = (part: string | false | undefined) => part && parts.push(part);
  switch (e.kind) {
    case 'signIn':
      if (e.method) add(labelled('method', inLanguage(methodTexts(e.method), lang), lang));
      if (e.ip) add(labelled('ip', e.ip, lang));
      if (e.device) add(labelled('device', e.device, lang));
      if (e.browser) add(labelled('browser', e.browser, lang));
      break;
    case 'entryRefused':
      if (e.code) add(word(e.code === 41300617 ? 'locked' : 'late', lang));
      if (e.ip) add(labelled('ip', e.ip, lang));
      if (e.device) add(labelled('device', e.device, lang));
      if (e.browser) add(labelled('browser', e.browser, lang));
      break;
    case 'start':
      if (e.paper) add(labelled('paper', e.paper, lang));
      if (e.agreed) add(word('agreed', lang));
      break;
    case 'pause':
    case 'extraTime':
      if (e.minutes !== undefined) add(word('minutes', lang, { minutes: e.minutes }));
      if (e.until) add(word('until', lang, { time: time(e.until) }));
      break;
    case 'withdraw':
      if (e.secondsLeft !== undefined)
        add(e.secondsLeft === null ? word('afresh', lang) : word('left', lang, { left: clock(e.secondsLeft) }));
      break;
    case 'message':
      if (e.text !== undefined) add(`“${e.text}”`);
      if (e.readAt !== undefined) add(e.readAt ? word('read', lang, { time: time(e.readAt) }) : word('unread', lang));
      break;
    case 'mediaPlay':
      if (e.item !== undefined) add(word('item', lang, { item: e.item, media: e.media ?? 1 }));
      break;
    case 'infoSave':
      if (e.fields)
        add(e.fields.length ? word('fields', lang, { fields: e.fields.join(wide(lang) ? '、' : ', ') }) : word('unchanged', lang));
      break;
    case 'breach':
    case 'breachRevoke':
      if (e.rule) add(e.rule);
      if (e.consequence) add(inLanguage(CONSEQUENCE_NAMES[e.consequence], lang));
      if (e.points) add(word('deducted', lang, { points: e.points }));
      break;
    case 'submit':
    case 'forceSubmit':
      if (e.cause) add(inLanguage(CAUSE_TEXTS[e.cause], lang));
      if (e.answered !== undefined) add(word('answered', lang, { count: e.answered }));
      break;
    default:
      break;
  }
  if (e.clientTime) add(labelled('clientTime', time(e.clientTime), lang));
  return parts.join(wide(lang) ? '；' : '; ');
}

/** A sign-in method's name, as the exam's configuration names it. */
const methodTexts = (method: NonNullable<RecordEvent['method']>): Texts => {
  const t = CONFIG_CHOICE_TEXTS[method]!;
  return [t.zh, t.en, t.es, t.ja, t.ko];
};

/** The exported record's columns. */
export const RECORD_COLUMNS = {
  at: ['时间', 'Time', 'Hora', '日時', '시간'],
  kind: ['事件', 'Event', 'Evento', 'イベント', '이벤트'],
  detail: ['详情', 'Detail', 'Detalle', '詳細', '상세'],
  by: ['操作人', 'By', 'Por', '操作者', '처리자'],
  reason: ['原因', 'Reason', 'Motivo', '理由', '사유'],
} as const satisfies Record<string, Texts>;

/** The exported record's file name: the candidate's admission number in the caller's language. */
export const recordFileName = (admissionNumber: string, lang: Language) =>
  `${inLanguage(['考生记录', 'candidate-record', 'registro-candidato', '受験記録', '응시-기록'], lang)}-${admissionNumber}.xlsx`;
