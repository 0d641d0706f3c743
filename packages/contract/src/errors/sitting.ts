import { defineErrors } from './define';

/**
 * Exam day as the candidate meets it (41300615–41300621, after the sign-in codes of spec §8, 41300602–41300614), and
 * the invigilators' actions on sittings (41300622 and up; a pause's limits are spec §8's 41026502 and 41026507), and
 * the information form the candidate fills in before the start (41300634–41300637).
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
  sittingNotPaused: {
    code: 41300622,
    messages: [
      '考生 {name} 未处于暂停中',
      'Candidate {name} is not paused',
      'El candidato {name} no está en pausa',
      '受験者 {name} は一時停止されていません',
      '수험생 {name}은(는) 일시 정지 상태가 아닙니다',
    ],
  },
  notYourRoom: {
    code: 41300623,
    messages: [
      '您只能操作自己监考的考场',
      'You may act only on the rooms you invigilate',
      'Solo puede actuar en las aulas que vigila',
      '担当している試験室の受験者にのみ操作できます',
      '본인이 감독하는 고사실에서만 조작할 수 있습니다',
    ],
  },
  sittingHandedIn: {
    code: 41300624,
    messages: [
      '考生 {name} 已交卷',
      'Candidate {name} has already handed in',
      'El candidato {name} ya ha entregado',
      '受験者 {name} はすでに提出済みです',
      '수험생 {name}은(는) 이미 답안을 제출했습니다',
    ],
  },
  sittingNotSignedIn: {
    code: 41300625,
    messages: [
      '考生 {name} 尚未登录考试',
      'Candidate {name} has not signed in to the exam',
      'El candidato {name} no ha iniciado sesión en el examen',
      '受験者 {name} はまだ試験にログインしていません',
      '수험생 {name}은(는) 아직 시험에 로그인하지 않았습니다',
    ],
  },
  sittingNotHandedIn: {
    code: 41300626,
    messages: [
      '考生 {name} 尚未交卷，无需撤回',
      'Candidate {name} has not handed in; there is nothing to withdraw',
      'El candidato {name} no ha entregado; no hay nada que retirar',
      '受験者 {name} はまだ提出していないため、取り消すものはありません',
      '수험생 {name}은(는) 아직 제출하지 않아 철회할 것이 없습니다',
    ],
  },
  noTimeToReopen: {
    code: 41300627,
    messages: [
      '考生 {name} 交卷时剩余时间不足 1 分钟，无法撤回交卷',
      'Candidate {name} had less than a minute left at hand-in; the paper cannot be reopened',
      'Al candidato {name} le quedaba menos de un minuto al entregar; no se puede reabrir el examen',
      '受験者 {name} は提出時の残り時間が 1 分未満のため、答案を再開できません',
      '수험생 {name}은(는) 제출 시 남은 시간이 1분 미만이라 답안을 다시 열 수 없습니다',
    ],
  },
  sittingTimeUp: {
    code: 41300628,
    messages: [
      '考生 {name} 的考试时间已到',
      'Candidate {name}’s time is up',
      'Se acabó el tiempo del candidato {name}',
      '受験者 {name} の試験時間は終了しています',
      '수험생 {name}의 시험 시간이 종료되었습니다',
    ],
  },
  sittingAlreadyPaused: {
    code: 41300629,
    messages: [
      '考生 {name} 已在暂停中',
      'Candidate {name} is already paused',
      'El candidato {name} ya está en pausa',
      '受験者 {name} はすでに一時停止中です',
      '수험생 {name}은(는) 이미 일시 정지 상태입니다',
    ],
  },
  candidateNotStarted: {
    code: 41300630,
    messages: [
      '考生 {name} 尚未开始作答',
      'Candidate {name} has not started answering',
      'El candidato {name} aún no ha empezado a responder',
      '受験者 {name} はまだ解答を開始していません',
      '수험생 {name}은(는) 아직 응시를 시작하지 않았습니다',
    ],
  },
  signInThrottled: {
    code: 41300631,
    messages: [
      '登录失败次数过多，请{minutes}分钟后再试',
      'Too many failed sign-ins; try again in {minutes} minutes',
      'Demasiados intentos fallidos; inténtelo de nuevo en {minutes} minutos',
      'ログインの失敗が多すぎます。{minutes}分後に再度お試しください',
      '로그인 실패가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
    ],
  },
  agreementRequired: {
    code: 41300632,
    messages: [
      '请先阅读并同意考生须知',
      'Please read and agree to the candidate agreement first',
      'Lea y acepte primero el acuerdo del candidato',
      '先に受験者規約を読んで同意してください',
      '먼저 수험자 동의서를 읽고 동의하세요',
    ],
  },
  cameraNotUsed: {
    code: 41300633,
    messages: [
      '本考试不使用摄像头',
      'This exam does not use the camera',
      'Este examen no usa la cámara',
      'この試験ではカメラを使用しません',
      '이 시험은 카메라를 사용하지 않습니다',
    ],
  },
  infoFormRequired: {
    code: 41300634,
    messages: [
      '请先填写信息采集表',
      'Please fill in the information form first',
      'Rellene primero el formulario de información',
      '先に情報収集フォームに記入してください',
      '먼저 정보 수집 양식을 작성하세요',
    ],
  },
  infoFormInvalid: {
    code: 41300635,
    messages: [
      '信息采集表有 {count} 项填写有误，请按提示修改',
      '{count} answers of the information form need correcting; see the messages beside them',
      '{count} respuestas del formulario de información deben corregirse; vea los mensajes junto a ellas',
      '情報収集フォームの {count} 項目に誤りがあります。表示に従って修正してください',
      '정보 수집 양식의 {count}개 항목을 안내에 따라 수정하세요',
    ],
  },
  infoFieldNoUpload: {
    code: 41300636,
    messages: [
      '信息采集项{title}不能上传文件',
      'The information form’s field {title} takes no upload',
      'El campo {title} del formulario de información no admite archivos',
      '情報収集フォームの項目「{title}」にはファイルをアップロードできません',
      '정보 수집 양식의 {title} 항목에는 파일을 올릴 수 없습니다',
    ],
  },
  infoFormClosed: {
    code: 41300637,
    messages: [
      '已开始作答，信息采集表不能再修改',
      'You have started answering; the information form can no longer be changed',
      'Ya ha empezado a responder; el formulario de información ya no se puede cambiar',
      '解答を開始したため、情報収集フォームは変更できません',
      '응시를 시작하여 정보 수집 양식을 더 이상 수정할 수 없습니다',
    ],
  },
});
