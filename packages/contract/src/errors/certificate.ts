import { defineErrors } from './define';

/** 317xxxxx certificates and admission tickets. */
export const certificateErrors = defineErrors({
  firstReviewNotAllowed: {
    code: 31710101,
    messages: [
      '只有待审核或已驳回的申请可以初审通过',
      'Only pending or rejected applications can pass first review',
      'Solo las solicitudes pendientes o rechazadas pueden superar la primera revisión',
      '一次審査を通過できるのは審査待ちまたは差し戻しの申請のみです',
      '대기 중이거나 반려된 신청만 1차 심사를 통과할 수 있습니다',
    ],
  },
  finalReviewNotAllowed: {
    code: 31710102,
    messages: [
      '只有初审通过的申请可以审核通过或不通过',
      'Only applications that passed first review can be approved or failed',
      'Solo las solicitudes que superaron la primera revisión pueden aprobarse o no',
      '承認または不承認にできるのは一次審査通過の申請のみです',
      '1차 심사를 통과한 신청만 승인 또는 불합격 처리할 수 있습니다',
    ],
  },
  rejectNotAllowed: {
    code: 31710103,
    messages: [
      '只有待审核的申请可以驳回',
      'Only pending applications can be rejected',
      'Solo las solicitudes pendientes pueden rechazarse',
      '差し戻しできるのは審査待ちの申請のみです',
      '대기 중인 신청만 반려할 수 있습니다',
    ],
  },
  englishNameRequired: {
    code: 31710104,
    messages: [
      '英文姓名不能为空',
      'The English name is required',
      'El nombre en inglés es obligatorio',
      '英語氏名は必須です',
      '영문 이름은 필수입니다',
    ],
  },
  englishNameTooLong: {
    code: 31710105,
    messages: [
      '英文姓名过长',
      'The English name is too long',
      'El nombre en inglés es demasiado largo',
      '英語氏名が長すぎます',
      '영문 이름이 너무 깁니다',
    ],
  },
  certificateApplicationClosed: {
    code: 31710106,
    messages: [
      '证书申请未开放',
      'The certificate application window is not open',
      'El plazo de solicitud del certificado no está abierto',
      '証明書の申請期間外です',
      '자격증 신청 기간이 아닙니다',
    ],
  },
  applicationTypeTaken: {
    code: 31710107,
    messages: [
      '申请类型重复',
      'This application type already exists',
      'Este tipo de solicitud ya existe',
      'この申請種別は既に存在します',
      '이미 존재하는 신청 유형입니다',
    ],
  },
  certificatePublishedCannotDelete: {
    code: 31710108,
    messages: [
      '已发布或已发放的证书不能删除',
      'A published or issued certificate cannot be deleted',
      'Un certificado publicado o emitido no se puede eliminar',
      '公開済みまたは発行済みの証明書は削除できません',
      '게시되었거나 발급된 자격증은 삭제할 수 없습니다',
    ],
  },
});
