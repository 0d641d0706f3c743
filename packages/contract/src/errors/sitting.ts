import { defineErrors } from './define';
import { SIGN_IN_QUEUED_CODE } from '../sitting/queue';

/**
 * Exam day as the candidate meets it (41300615–41300621, after the sign-in codes of spec §8, 41300602–41300614), and
 * the invigilators' actions on sittings (41300622 and up; a pause's limits are spec §8's 41026502 and 41026507), the
 * information form the candidate fills in before the start (41300634–41300637), Safe Exam Browser (41300638–41300640:
 * its refusals of a candidate's call, and the rule of the Config Keys an exam sets), the invigilators' messages to
 * candidates (41300641 and up), media play limits (41300645), the sign-in queue (41300649) and the paper a session
 * fixes for its candidates (41300665–41300666), discipline (41300680–41300684).
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
  signInQueued: {
    code: SIGN_IN_QUEUED_CODE,
    messages: [
      '当前进入考试的考生较多，约有 {position} 人正在等候，{seconds} 秒后自动为您重试',
      'Many candidates are entering the exam; about {position} are waiting, trying again for you in {seconds} s',
      'Muchos candidatos están entrando al examen; unos {position} están esperando, nuevo intento en {seconds} s',
      '多くの受験者が入室中です。約 {position} 人が待っています。{seconds} 秒後に自動で再試行します',
      '많은 수험자가 입장하고 있습니다. 약 {position}명이 기다리고 있으며 {seconds}초 후 자동으로 다시 시도합니다',
    ],
  },
  messageReachesNobody: {
    code: 41300641,
    messages: [
      '没有可接收此消息的考生',
      'No candidate is there to receive this message',
      'No hay ningún candidato que pueda recibir este mensaje',
      'このメッセージを受け取る受験者がいません',
      '이 메시지를 받을 수험생이 없습니다',
    ],
  },
  safeExamBrowserRequired: {
    code: 41300638,
    messages: [
      '本考试须在安全考试浏览器（Safe Exam Browser）中进行，请用考务人员提供的配置文件打开安全考试浏览器后再登录',
      'This exam must be taken in Safe Exam Browser: open it with the configuration file the exam office gave you, then sign in',
      'Este examen debe hacerse en Safe Exam Browser: ábralo con el archivo de configuración que le dio la oficina de exámenes y después acceda',
      'この試験は Safe Exam Browser で受験する必要があります。試験担当者から配布された設定ファイルで Safe Exam Browser を開いてからログインしてください',
      '이 시험은 Safe Exam Browser에서 응시해야 합니다. 시험 담당자가 제공한 구성 파일로 Safe Exam Browser를 연 뒤 로그인하세요',
    ],
  },
  safeExamBrowserNotSetUp: {
    code: 41300639,
    messages: [
      '当前安全考试浏览器未按本考试的要求配置，请关闭后用本考试的配置文件重新打开',
      'This Safe Exam Browser is not set up for this exam: close it and open it again with this exam’s configuration file',
      'Este Safe Exam Browser no está configurado para este examen: ciérrelo y vuelva a abrirlo con el archivo de configuración de este examen',
      'この Safe Exam Browser はこの試験用に設定されていません。閉じてから、この試験の設定ファイルで開き直してください',
      '이 Safe Exam Browser는 이 시험에 맞게 설정되지 않았습니다. 닫은 뒤 이 시험의 구성 파일로 다시 여세요',
    ],
  },
  keyListInvalid: {
    code: 41300640,
    messages: [
      '请填写“{name}”：1 至 {max} 个互不相同的密钥，每个为 64 位十六进制字符（0–9、a–f）',
      'Enter “{name}”: 1 to {max} different keys, each 64 hexadecimal characters (0–9, a–f)',
      'Escriba «{name}»: de 1 a {max} claves distintas, cada una de 64 caracteres hexadecimales (0–9, a–f)',
      '「{name}」を入力してください：互いに異なるキーを 1～{max} 個、各 64 桁の16進数（0–9、a–f）',
      '“{name}”을(를) 입력하세요: 서로 다른 키 1~{max}개, 각각 16진수 64자(0–9, a–f)',
    ],
  },
  mediaPlaysUsedUp: {
    code: 41300645,
    messages: [
      '该音视频的播放次数已用完',
      'This recording has been played as many times as allowed',
      'Esta grabación ya se ha reproducido todas las veces permitidas',
      'この音声・動画は再生できる回数をすべて使いました',
      '이 음성·영상은 재생 가능 횟수를 모두 사용했습니다',
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
  sessionPaperLocked: {
    code: 41300665,
    messages: [
      '考生已开始作答，不能更换本场次的试卷',
      'Candidates have started answering; this session’s paper can no longer be changed',
      'Los candidatos ya han empezado a responder; el examen de esta sesión ya no se puede cambiar',
      '受験者が解答を開始したため、この受験回の試験用紙は変更できません',
      '수험생이 응시를 시작하여 이 차수의 시험지를 바꿀 수 없습니다',
    ],
  },
  sessionPaperNotOfSubject: {
    code: 41300666,
    messages: [
      '该试卷不是本场次科目的试卷',
      'That paper is not one of this session’s subject',
      'Ese examen no es de la asignatura de esta sesión',
      'その試験用紙はこの受験回の科目のものではありません',
      '이 시험지는 이 차수 과목의 시험지가 아닙니다',
    ],
  },
  // anomalies of a session (41300670–41300679)
  anomalyNotDetected: {
    code: 41300670,
    messages: [
      '考生 {name} 没有该类异常，无法处理',
      'No such anomaly was found for {name}; there is nothing to review',
      'No se ha detectado esa anomalía para {name}; no hay nada que revisar',
      '{name} さんにはその種類の異常が見つからないため、処理できません',
      '{name} 수험생에게서 해당 이상이 발견되지 않아 처리할 수 없습니다',
    ],
  },
  // discipline: the institution's break rules and the breaches recorded against them (41300680–41300689)
  breakRuleNameTaken: {
    code: 41300680,
    messages: [
      '违纪规则{name}已存在',
      'There is already a break rule named {name}',
      'Ya existe una regla de infracción llamada {name}',
      '不正行為の規則「{name}」はすでにあります',
      '부정행위 규칙 {name}이(가) 이미 있습니다',
    ],
  },
  breakRuleDisabled: {
    code: 41300681,
    messages: [
      '违纪规则{name}已停用，不能用于记录违纪',
      'The break rule {name} is disabled; no breach can be recorded against it',
      'La regla {name} está desactivada; no se pueden registrar infracciones con ella',
      '不正行為の規則「{name}」は無効のため、記録に使えません',
      '부정행위 규칙 {name}은(는) 사용 중지되어 기록할 수 없습니다',
    ],
  },
  breachPointsRequired: {
    code: 41300682,
    messages: [
      '扣分处理须填写扣分分值（0.1–99.9）',
      'A deduction needs the points it takes (0.1–99.9)',
      'Un descuento necesita los puntos que resta (0,1–99,9)',
      '減点には減点数（0.1～99.9）が必要です',
      '감점 처리에는 감점 점수(0.1~99.9)가 필요합니다',
    ],
  },
  breachAlreadyRevoked: {
    code: 41300683,
    messages: [
      '该违纪记录已撤销',
      'This breach has already been revoked',
      'Esta infracción ya se ha anulado',
      'この不正行為の記録はすでに取り消されています',
      '이 부정행위 기록은 이미 취소되었습니다',
    ],
  },
  breachSnapshotUnknown: {
    code: 41300684,
    messages: [
      '所选截图不是该考生本场次的截图',
      'A snapshot chosen is not one of this candidate’s in this session',
      'Una de las capturas elegidas no es de este candidato en esta sesión',
      '選択した画像はこの受験者のこの受験回のものではありません',
      '선택한 사진이 이 수험생의 이 차수 사진이 아닙니다',
    ],
  },
});
