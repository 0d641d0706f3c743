import { defineErrors } from './define';

/** 14xxx-15xxx and 31xxxxxx signup and payment. */
export const signupErrors = defineErrors({
  /** Same message as 31010127; spec §8 lists both codes. */
  paidTwice: {
    code: 15038,
    messages: [
      '考生60秒内重复支付',
      'The candidate paid twice within 60 seconds',
      'El candidato pagó dos veces en 60 segundos',
      '受験者が60秒以内に二重に支払いました',
      '응시자가 60초 내에 중복 결제했습니다',
    ],
  },
  /** Same message as 15038; spec §8 lists both codes. */
  duplicatePayment: {
    code: 31010127,
    messages: [
      '考生60秒内重复支付',
      'The candidate paid twice within 60 seconds',
      'El candidato pagó dos veces en 60 segundos',
      '受験者が60秒以内に二重に支払いました',
      '응시자가 60초 내에 중복 결제했습니다',
    ],
  },
  enrolmentNameTaken: {
    code: 31010101,
    messages: [
      '报名项目名称重复',
      'An enrolment project with this name already exists',
      'Ya existe un proyecto de inscripción con este nombre',
      '同名の申込プロジェクトが既に存在します',
      '같은 이름의 접수 프로젝트가 이미 있습니다',
    ],
  },
  subjectNameTaken: {
    code: 31010102,
    messages: [
      '科目名称重复',
      'A subject with this name already exists',
      'Ya existe una asignatura con este nombre',
      '同名の科目が既に存在します',
      '같은 이름의 과목이 이미 있습니다',
    ],
  },
  enrolmentHasCandidates: {
    code: 31010103,
    messages: [
      '已有考生报名，不能修改',
      'Candidates have already enrolled; this can no longer be changed',
      'Ya hay candidatos inscritos; ya no se puede modificar',
      '既に受験者が申し込んでいるため変更できません',
      '이미 응시자가 접수하여 수정할 수 없습니다',
    ],
  },
  regionQuotaFull: {
    code: 31010104,
    messages: [
      '该考区名额已满',
      'The quota of this exam region is full',
      'El cupo de esta región de examen está completo',
      'この試験地区の定員に達しました',
      '이 시험 지역의 정원이 찼습니다',
    ],
  },
  startNotBeforeEnd: {
    code: 31010105,
    messages: [
      '开始时间必须早于结束时间',
      'The start must be before the end',
      'El inicio debe ser anterior al final',
      '開始時刻は終了時刻より前にしてください',
      '시작 시간은 종료 시간보다 빨라야 합니다',
    ],
  },
  subjectFeeTooLow: {
    code: 31010106,
    messages: [
      '科目缴费金额不能低于0.01',
      'The subject fee must be at least 0.01',
      'La tarifa de la asignatura debe ser al menos 0,01',
      '科目の料金は0.01以上にしてください',
      '과목 응시료는 0.01 이상이어야 합니다',
    ],
  },
  subjectTimeClash: {
    code: 31010107,
    messages: [
      '不能有两个科目时间相同',
      'Two subjects cannot be at the same time',
      'Dos asignaturas no pueden coincidir en horario',
      '2つの科目を同じ時間にすることはできません',
      '두 과목을 같은 시간에 둘 수 없습니다',
    ],
  },
  regionDayClash: {
    code: 31010108,
    messages: [
      '同一天不能有两个考区',
      'Two exam regions cannot be on the same day',
      'No puede haber dos regiones de examen el mismo día',
      '同じ日に2つの試験地区を設定することはできません',
      '같은 날에 두 시험 지역을 둘 수 없습니다',
    ],
  },
  tooFewSubjects: {
    code: 31010109,
    messages: [
      '报考科目数不能少于{min}个',
      'At least {min} subjects must be chosen',
      'Se deben elegir al menos {min} asignaturas',
      '科目は{min}つ以上選択してください',
      '과목을 {min}개 이상 선택해야 합니다',
    ],
  },
  tooManySubjects: {
    code: 31010110,
    messages: [
      '报考科目数不能多于{max}个',
      'At most {max} subjects may be chosen',
      'Se pueden elegir como máximo {max} asignaturas',
      '選択できる科目は{max}つまでです',
      '과목은 최대 {max}개까지 선택할 수 있습니다',
    ],
  },
  paymentSettingLocked: {
    code: 31010111,
    messages: [
      '报名已发布，缴费状态不能修改',
      'Enrolment is published; the payment setting can no longer change',
      'La inscripción está publicada; la configuración de pago ya no puede cambiar',
      '申込が公開されているため、支払い設定は変更できません',
      '접수가 게시되어 결제 설정을 변경할 수 없습니다',
    ],
  },
  refundDeadlineInvalid: {
    code: 31020101,
    messages: [
      '退费截止时间必须晚于报名开始时间且早于考试开始时间',
      'The refund deadline must fall after enrolment opens and before the exam starts',
      'El plazo de reembolso debe ser posterior a la apertura de la inscripción y anterior al examen',
      '返金期限は申込開始後、試験開始前に設定してください',
      '환불 마감은 접수 시작 이후, 시험 시작 이전이어야 합니다',
    ],
  },
  refundAlreadyApplied: {
    code: 31020102,
    messages: [
      '已申请退费，请勿重复申请',
      'A refund has already been applied for',
      'Ya se ha solicitado un reembolso',
      '既に返金を申請しています',
      '이미 환불을 신청했습니다',
    ],
  },
  refundDeadlinePassed: {
    code: 31020103,
    messages: [
      '已过退费截止时间',
      'The refund deadline has passed',
      'El plazo de reembolso ha vencido',
      '返金期限を過ぎています',
      '환불 마감 시간이 지났습니다',
    ],
  },
});
