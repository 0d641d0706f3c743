import { LANGUAGES, type Language } from '../languages';
import type { AnomalyRow } from './sitting-anomalies';

/**
 * An anomaly's evidence in a line, in the five interface languages: the same on the console's page and in the exported
 * sheet. `time` writes an instant as the reader reads it (the page: the browser's zone; the sheet: the institution's).
 */

type Texts = readonly [zh: string, en: string, es: string, ja: string, ko: string];
const fill = (texts: Texts, lang: Language, values: Record<string, string | number>) =>
  texts[LANGUAGES.indexOf(lang)]!.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const TEXTS = {
  interrupted: ['最后心跳 {at}', 'Last heartbeat {at}', 'Último latido {at}', '最後の応答 {at}', '마지막 신호 {at}'],
  frequentLeaves: [
    '切屏 {count} 次（页面 {page}，全屏 {fullscreen}；阈值 {threshold}），最近 {at}',
    '{count} leaves (page {page}, fullscreen {fullscreen}; threshold {threshold}), last {at}',
    '{count} salidas (página {page}, pantalla completa {fullscreen}; umbral {threshold}), la última {at}',
    '画面離脱 {count} 回（ページ {page}、全画面 {fullscreen}、しきい値 {threshold}）、最終 {at}',
    '화면 이탈 {count}회(페이지 {page}, 전체 화면 {fullscreen}, 기준 {threshold}), 마지막 {at}',
  ],
  device: [
    '{ip} {agent}（{count} 次，最近 {at}）',
    '{ip} {agent} ({count}×, last {at})',
    '{ip} {agent} ({count}×, la última {at})',
    '{ip} {agent}（{count} 回、最終 {at}）',
    '{ip} {agent}({count}회, 마지막 {at})',
  ],
  lateEntry: [
    '被拒入场 {count} 次（{codes}），首次 {first}，最近 {last}',
    'Refused entry {count}× ({codes}), first {first}, last {last}',
    'Entrada rechazada {count} veces ({codes}), la primera {first}, la última {last}',
    '入場拒否 {count} 回（{codes}）、初回 {first}、最終 {last}',
    '입장 거부 {count}회({codes}), 처음 {first}, 마지막 {last}',
  ],
  late: ['迟到', 'late', 'tarde', '遅刻', '지각'],
  locked: ['场次锁定', 'locked', 'bloqueada', 'ロック中', '잠금'],
  longSilence: [
    '{minutes} 分钟未保存作答（最近保存 {at}）',
    'No answer saved for {minutes} minutes (last save {at})',
    'Ninguna respuesta guardada en {minutes} minutos (último guardado {at})',
    '{minutes} 分間解答の保存なし（最終保存 {at}）',
    '{minutes}분 동안 답안 저장 없음(마지막 저장 {at})',
  ],
  never: ['开始后无', 'none since the start', 'ninguno desde el inicio', '開始後なし', '시작 후 없음'],
  gone: ['当前已不再出现', 'No longer seen', 'Ya no se observa', '現在は解消', '현재는 해소됨'],
} as const satisfies Record<string, Texts>;

/** The evidence of an anomaly in a line. */
export function describeAnomaly(row: Pick<AnomalyRow, 'kind' | 'evidence' | 'current'>, lang: Language, time: (iso: string) => string) {
  if (!row.current) return fill(TEXTS.gone, lang, {});
  const e = row.evidence;
  const at = (v: string | null | undefined) => (v ? time(v) : '—');
  switch (row.kind) {
    case 'interrupted':
      return fill(TEXTS.interrupted, lang, { at: at(e.lastSeenAt) });
    case 'frequentLeaves':
      return fill(TEXTS.frequentLeaves, lang, {
        count: e.leaveCount ?? 0,
        page: e.pageLeaves ?? 0,
        fullscreen: e.fullscreenLeaves ?? 0,
        threshold: e.threshold ?? 0,
        at: at(e.lastLeaveAt),
      });
    case 'multipleDevices':
      return (e.devices ?? [])
        .map((d) =>
          fill(TEXTS.device, lang, {
            ip: d.ip || '—',
            agent: [d.device, d.browser].filter(Boolean).join(' · '),
            count: d.signIns,
            at: at(d.lastAt),
          }),
        )
        .join('; ');
    case 'lateEntry':
      return fill(TEXTS.lateEntry, lang, {
        count: e.refusals ?? 0,
        codes: (e.codes ?? []).map((c) => fill(c === 41300617 ? TEXTS.locked : TEXTS.late, lang, {})).join(', '),
        first: at(e.firstAt),
        last: at(e.lastAt),
      });
    case 'longSilence':
      return fill(TEXTS.longSilence, lang, {
        minutes: e.silentMinutes ?? 0,
        at: e.lastSaveAt ? time(e.lastSaveAt) : fill(TEXTS.never, lang, {}),
      });
  }
}
