import { defineErrors } from './define';

/**
 * Exam day as the candidate meets it (41300615–41300624, after the sign-in codes of spec §8, 41300602–41300614).
 */
export const sittingErrors = defineErrors({
  notSeated: {
    code: 41300615,
    messages: [
      '您没有本考试的场次安排，请联系考务人员',
      'You have no session in this exam; please contact the exam office',
      'No tiene ninguna sesión en este examen; contacte con la oficina de exámenes',
      'この試験の受験回が割り当てられていません。試験担当者に連絡してください',
      '이 시험에 배정된 차수가 없습니다. 시험 담당자에게 문의하세요',
    ],
  },
  lateEntryClosed: {
    code: 41300616,
    messages: [
      '开考已超过 {minutes} 分钟，禁止入场',
      'More than {minutes} minutes have passed since the start; entry is closed',
      'Han pasado más de {minutes} minutos desde el inicio; la entrada está cerrada',
      '開始から {minutes} 分を過ぎたため入場できません',
      '시작 후 {minutes}분이 지나 입장할 수 없습니다',
    ],
  },
  sessionLocked: {
    code: 41300617,
    messages: [
      '本场次已被锁定，暂时不能进入',
      'This session is locked; nobody may enter for now',
      'Esta sesión está bloqueada; por ahora nadie puede entrar',
      'この受験回はロックされているため、現在入場できません',
      '이 차수는 잠겨 있어 지금은 입장할 수 없습니다',
    ],
  },
  sittingNotStarted: {
    code: 41300618,
    messages: [
      '尚未开始作答',
      'The exam has not been started yet',
      'El examen aún no se ha iniciado',
      'まだ解答を開始していません',
      '아직 응시를 시작하지 않았습니다',
    ],
  },
  submitTooEarly: {
    code: 41300619,
    messages: [
      '开始作答 {minutes} 分钟后才能交卷',
      'You may hand in {minutes} minutes after starting',
      'Puede entregar {minutes} minutos después de empezar',
      '解答開始から {minutes} 分後に提出できます',
      '응시 시작 {minutes}분 후에 제출할 수 있습니다',
    ],
  },
  sittingPaused: {
    code: 41300620,
    messages: [
      '考试已被监考老师暂停，请稍候',
      'The invigilator has paused your exam; please wait',
      'El vigilante ha pausado su examen; espere, por favor',
      '試験監督者が試験を一時停止しました。お待ちください',
      '감독관이 시험을 일시 정지했습니다. 잠시 기다려 주세요',
    ],
  },
  sittingEnded: {
    code: 41300621,
    messages: [
      '考试时间已到，试卷已提交',
      'Time is up; your paper has been handed in',
      'Se acabó el tiempo; su examen ya se entregó',
      '時間切れのため答案は提出されました',
      '시간이 종료되어 답안이 제출되었습니다',
    ],
  },
});
