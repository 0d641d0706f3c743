import { defineErrors } from './define';

/** 524xxxxx candidate certificates. */
export const candidateCertificateErrors = defineErrors({
  certificateNumberDuplicate: {
    code: 52410101,
    messages: [
      '证书编号重复',
      'Duplicate certificate numbers',
      'Números de certificado duplicados',
      '証明書番号が重複しています',
      '자격증 번호가 중복되었습니다',
    ],
  },
  certificateIssuedCannotChange: {
    code: 52410102,
    messages: [
      '已发放的证书不能编辑或删除',
      'An issued certificate cannot be edited or deleted',
      'Un certificado emitido no se puede editar ni eliminar',
      '発行済みの証明書は編集・削除できません',
      '발급된 자격증은 편집하거나 삭제할 수 없습니다',
    ],
  },
  fileTooLarge: {
    code: 52410103,
    messages: [
      '文件大小超出限制',
      'The file is too large',
      'El archivo es demasiado grande',
      'ファイルサイズが上限を超えています',
      '파일 크기가 제한을 넘었습니다',
    ],
  },
  xlsFileOnly: {
    code: 52410104,
    messages: [
      '只能上传xls或xlsx文件',
      'Only xls or xlsx files can be uploaded',
      'Solo se pueden subir archivos xls o xlsx',
      'アップロードできるのはxlsまたはxlsxファイルのみです',
      'xls 또는 xlsx 파일만 업로드할 수 있습니다',
    ],
  },
  keyRequired: {
    code: 52410105,
    messages: ['密钥不能为空', 'The key is required', 'La clave es obligatoria', 'キーは必須です', '키는 필수입니다'],
  },
});
