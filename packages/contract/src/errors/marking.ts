import { defineErrors } from './define';

/** 510xxxxx marking. */
export const markingErrors = defineErrors({
  markingStartedCannotDelete: {
    code: 51010101,
    messages: [
      '阅卷已开始，不能删除参数',
      'Marking has started; its parameters cannot be deleted',
      'La corrección ha comenzado; sus parámetros no se pueden eliminar',
      '採点が開始されているため、パラメータは削除できません',
      '채점이 시작되어 매개변수를 삭제할 수 없습니다',
    ],
  },
});
