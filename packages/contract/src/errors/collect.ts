import { defineErrors } from './define';

/**
 * An information form's answers (41010710–41010711, numbered among the exams' codes): a group of their own so that the
 * form's rules (`fieldProblem`), which the exam client runs, name their codes and show their messages from this group
 * and the field rules' (errors/fields.ts) without loading the whole catalogue.
 */
export const collectAnswerErrors = defineErrors({
  collectValueInvalid: {
    code: 41010710,
    messages: [
      '请填写正确的{title}',
      'Please fill in a valid {title}',
      'Indique un valor válido para {title}',
      '正しい{title}を入力してください',
      '올바른 {title}을(를) 입력하세요',
    ],
  },
  collectTooManyUploads: {
    code: 41010711,
    messages: [
      '{title}最多上传{max}个文件',
      '{title}: at most {max} files',
      '{title}: como máximo {max} archivos',
      '{title}は最大{max}件までアップロードできます',
      '{title}은(는) 최대 {max}개까지 업로드할 수 있습니다',
    ],
  },
});
