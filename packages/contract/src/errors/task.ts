import { defineErrors } from './define';

/** 43xxxxxx exam tasks, scheduling and admission tickets. */
export const taskErrors = defineErrors({
  examTaskNameFormat: {
    code: 43010101,
    messages: [
      '考试任务名称为1-20位中英文、数字、下划线或中划线',
      'An exam task name is 1-20 Chinese or English characters, digits, underscores or hyphens',
      'El nombre de una tarea de examen tiene de 1 a 20 caracteres chinos o ingleses, dígitos, guiones bajos o guiones',
      '試験タスク名は1～20文字の漢字、英字、数字、アンダースコア、ハイフンで入力してください',
      '시험 작업 이름은 1~20자의 한자, 영문자, 숫자, 밑줄 또는 하이픈이어야 합니다',
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
});
