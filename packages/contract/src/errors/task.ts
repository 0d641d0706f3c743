import { defineErrors } from './define';

/** 43xxxxxx exam tasks, scheduling and admission tickets. */
export const taskErrors = defineErrors({
  examTaskNameFormat: {
    code: 43010101,
    messages: [
      // spec §5's "exam task" is what the console calls a session (场次), and the message names the field as shown
      '场次名称为1-20位中英文、数字、下划线或中划线',
      'A session name is 1-20 Chinese or English characters, digits, underscores or hyphens',
      'El nombre de una sesión tiene de 1 a 20 caracteres chinos o ingleses, dígitos, guiones bajos o guiones',
      'セッション名は1～20文字の漢字、英字、数字、アンダースコア、ハイフンで入力してください',
      '회차 이름은 1~20자의 한자, 영문자, 숫자, 밑줄 또는 하이픈이어야 합니다',
    ],
  },
  ticketTaskNameTooLong: {
    code: 43010102,
    messages: [
      '准考证任务名称不能超过50个字符',
      'An admission-ticket task name may not exceed 50 characters',
      'El nombre de una tarea de tarjetas de admisión no puede superar los 50 caracteres',
      '受験票タスク名は50文字以内です',
      '수험표 작업 이름은 50자를 넘을 수 없습니다',
    ],
  },
  examTaskLocked: {
    code: 43010103,
    messages: [
      '考试任务已锁定',
      'The exam task is locked',
      'La tarea de examen está bloqueada',
      '試験タスクはロックされています',
      '시험 작업이 잠겨 있습니다',
    ],
  },
  sessionEndBeforeBegin: {
    code: 43010104,
    messages: [
      '场次结束时间须晚于开始时间',
      'A session must end after it begins',
      'Una sesión debe terminar después de empezar',
      'セッションの終了時刻は開始時刻より後にしてください',
      '회차 종료 시간은 시작 시간보다 늦어야 합니다',
    ],
  },
  sessionOutsideWindow: {
    code: 43010105,
    messages: [
      '场次时间须在考试时间之内',
      'A session must lie within the exam’s time window',
      'Una sesión debe estar dentro del horario del examen',
      'セッションは試験期間内に設定してください',
      '회차는 시험 기간 안에 있어야 합니다',
    ],
  },
  sessionTooShort: {
    code: 43010106,
    messages: [
      '场次时长不能短于科目“{subject}”的考试时长（{duration}分钟）',
      'A session cannot be shorter than subject “{subject}” ({duration} minutes)',
      'Una sesión no puede ser más corta que la asignatura «{subject}» ({duration} minutos)',
      'セッションは科目「{subject}」の試験時間（{duration}分）より短くできません',
      '회차는 과목 “{subject}”의 시험 시간({duration}분)보다 짧을 수 없습니다',
    ],
  },
  sessionNameTaken: {
    code: 43010107,
    messages: [
      '场次名称“{name}”已存在',
      'A session named “{name}” already exists',
      'Ya existe una sesión llamada «{name}»',
      'セッション名「{name}」は既に存在します',
      '회차 이름 “{name}”이(가) 이미 있습니다',
    ],
  },
  roomNameTaken: {
    code: 43010108,
    messages: [
      '本场次已有考场“{name}”',
      'This session already has a room named “{name}”',
      'Esta sesión ya tiene un aula llamada «{name}»',
      'このセッションには既に試験室「{name}」があります',
      '이 회차에는 이미 “{name}” 고사실이 있습니다',
    ],
  },
  roomCapacityBelowSeated: {
    code: 43010109,
    messages: [
      '考场“{name}”已安排{seated}名考生，容量不能小于该人数，或座位号超出了新的容量',
      'Room “{name}” seats {seated} candidates: its capacity cannot be smaller, nor below a seat number in use',
      'El aula «{name}» tiene {seated} candidatos: su capacidad no puede ser menor ni inferior a un asiento ocupado',
      '試験室「{name}」には{seated}名が配置済みです。定員をそれより少なく、または使用中の座席番号より小さくできません',
      '고사실 “{name}”에 {seated}명이 배정되어 있어 정원을 그보다 줄이거나 사용 중인 좌석 번호보다 작게 할 수 없습니다',
    ],
  },
  invigilatorUnknown: {
    code: 43010110,
    messages: [
      '监考员须为本机构在职的成员',
      'Invigilators must be active members of the institution',
      'Los vigilantes deben ser miembros activos de la institución',
      '監督者は機関の有効なメンバーである必要があります',
      '감독관은 기관의 활성 구성원이어야 합니다',
    ],
  },
  seatOutOfRange: {
    code: 43010111,
    messages: [
      '座位号须在 1 到 {capacity} 之间',
      'A seat number must be from 1 to {capacity}',
      'El número de asiento debe estar entre 1 y {capacity}',
      '座席番号は1から{capacity}の間で指定してください',
      '좌석 번호는 1부터 {capacity} 사이여야 합니다',
    ],
  },
  seatTaken: {
    code: 43010112,
    messages: [
      '考场“{room}”的{seat}号座位已安排给{name}',
      'Seat {seat} of room “{room}” is taken by {name}',
      'El asiento {seat} del aula «{room}» está ocupado por {name}',
      '試験室「{room}」の{seat}番の座席は{name}に割り当て済みです',
      '고사실 “{room}”의 {seat}번 좌석은 {name}에게 배정되어 있습니다',
    ],
  },
  roomFull: {
    code: 43010113,
    messages: [
      '考场“{room}”已满',
      'Room “{room}” is full',
      'El aula «{room}» está llena',
      '試験室「{room}」は満席です',
      '고사실 “{room}”이(가) 가득 찼습니다',
    ],
  },
  sessionOverlap: {
    code: 43010114,
    messages: [
      '{name}在同一时间已安排在场次“{session}”',
      '{name} already sits session “{session}” at that time',
      '{name} ya tiene la sesión «{session}» a esa hora',
      '{name}は同じ時間にセッション「{session}」に配置されています',
      '{name}은(는) 같은 시간에 이미 “{session}” 회차에 배정되어 있습니다',
    ],
  },
  notEnoughSeats: {
    code: 43010115,
    messages: [
      '科目“{subject}”的考场还有{free}个空座位，需安排{needed}名考生，请先增加考场或容量',
      'The rooms of subject “{subject}” have {free} free seats for {needed} candidates: add rooms or capacity first',
      'Las aulas de la asignatura «{subject}» tienen {free} asientos libres para {needed} candidatos: añada aulas o capacidad',
      '科目「{subject}」の試験室の空席は{free}席で、{needed}名を配置できません。先に試験室か定員を増やしてください',
      '과목 “{subject}”의 고사실 빈 좌석은 {free}석인데 {needed}명을 배정해야 합니다. 고사실이나 정원을 먼저 늘리세요',
    ],
  },
  subjectNotScheduled: {
    code: 43010116,
    messages: [
      '科目“{subject}”还没有场次或考场',
      'Subject “{subject}” has no session or room yet',
      'La asignatura «{subject}» aún no tiene sesión ni aula',
      '科目「{subject}」にはまだセッションまたは試験室がありません',
      '과목 “{subject}”에는 아직 회차나 고사실이 없습니다',
    ],
  },
  sessionStarted: {
    code: 43010117,
    messages: [
      '场次“{name}”已开始，不能再调整考场和座位',
      'Session “{name}” has begun: its rooms and seats can no longer change',
      'La sesión «{name}» ya empezó: sus aulas y asientos ya no pueden cambiar',
      'セッション「{name}」は開始済みのため、試験室と座席は変更できません',
      '회차 “{name}”이(가) 시작되어 고사실과 좌석을 더 이상 바꿀 수 없습니다',
    ],
  },
  sessionUnknown: {
    code: 43010118,
    messages: [
      '没有名为“{name}”的场次',
      'There is no session named “{name}”',
      'No hay ninguna sesión llamada «{name}»',
      '「{name}」という名前のセッションはありません',
      '“{name}”이라는 회차가 없습니다',
    ],
  },
  roomUnknown: {
    code: 43010119,
    messages: [
      '场次“{session}”没有考场“{room}”',
      'Session “{session}” has no room “{room}”',
      'La sesión «{session}» no tiene el aula «{room}»',
      'セッション「{session}」に試験室「{room}」はありません',
      '회차 “{session}”에 “{room}” 고사실이 없습니다',
    ],
  },
  admissionNumberUnknown: {
    code: 43010120,
    messages: [
      '准考证号“{number}”不是本考试的考生',
      'Admission number “{number}” is not a candidate of this exam',
      'El número de admisión «{number}» no es de un candidato de este examen',
      '受験番号「{number}」はこの試験の受験者ではありません',
      '수험번호 “{number}”은(는) 이 시험의 수험자가 아닙니다',
    ],
  },
  sessionsTooMany: {
    code: 43010121,
    messages: [
      '一场考试最多{max}个场次，一个场次最多{rooms}个考场',
      'An exam has at most {max} sessions and a session at most {rooms} rooms',
      'Un examen tiene como máximo {max} sesiones y una sesión {rooms} aulas',
      '1つの試験のセッションは最大{max}、1セッションの試験室は最大{rooms}です',
      '시험 하나에 회차는 최대 {max}개, 회차 하나에 고사실은 최대 {rooms}개입니다',
    ],
  },
});
