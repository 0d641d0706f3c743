import { defineErrors } from './define';

/** 20xxx and 320xxxxx question banks and papers. */
export const bankErrors = defineErrors({
  bankNameTaken: {
    code: 32010101,
    messages: [
      '题库名称已存在',
      'A question bank with this name already exists',
      'Ya existe un banco de preguntas con este nombre',
      '同名の問題バンクが既に存在します',
      '같은 이름의 문제 은행이 이미 있습니다',
    ],
  },
  bankNameHasSpaces: {
    code: 32010102,
    messages: [
      '题库名称不能包含空格',
      'A question bank name cannot contain spaces',
      'El nombre del banco de preguntas no puede contener espacios',
      '問題バンク名に空白は使用できません',
      '문제 은행 이름에 공백을 포함할 수 없습니다',
    ],
  },
  knowledgeModelDepth: {
    code: 32010103,
    messages: [
      '知识模型最多10级',
      'A knowledge model has at most 10 levels',
      'Un modelo de conocimiento tiene como máximo 10 niveles',
      '知識モデルは最大10階層です',
      '지식 모델은 최대 10단계입니다',
    ],
  },
  questionScoreNotPositive: {
    code: 32010104,
    messages: [
      '试题分值必须大于0',
      'The question score must be above 0',
      'La puntuación de la pregunta debe ser mayor que 0',
      '設問の配点は0より大きくしてください',
      '문항 배점은 0보다 커야 합니다',
    ],
  },
  scoreRange: {
    code: 32010105,
    messages: [
      '分值范围为0-99.9，最多一位小数',
      'Scores range from 0 to 99.9 with one decimal',
      'Las puntuaciones van de 0 a 99,9 con un decimal',
      '配点は0～99.9、小数点以下1桁までです',
      '배점은 0~99.9, 소수점 한 자리까지입니다',
    ],
  },
  tooManyExcelQuestions: {
    code: 32010106,
    messages: [
      'Excel最多导入300道试题',
      'At most 300 questions can be imported from Excel',
      'Se pueden importar como máximo 300 preguntas desde Excel',
      'Excelからインポートできる設問は300問までです',
      'Excel에서는 최대 300문항까지 가져올 수 있습니다',
    ],
  },
  tooManyWordQuestions: {
    code: 32010107,
    messages: [
      'Word最多导入1000道试题',
      'At most 1000 questions can be imported from Word',
      'Se pueden importar como máximo 1000 preguntas desde Word',
      'Wordからインポートできる設問は1000問までです',
      'Word에서는 최대 1000문항까지 가져올 수 있습니다',
    ],
  },
  tooManyOptions: {
    code: 32010108,
    messages: [
      '选项最多10个',
      'A question has at most 10 options',
      'Una pregunta tiene como máximo 10 opciones',
      '選択肢は最大10個です',
      '선택지는 최대 10개입니다',
    ],
  },
  tooManyMatchingItems: {
    code: 32010109,
    messages: [
      '匹配题最多10个小题',
      'A matching question has at most 10 items',
      'Una pregunta de relacionar tiene como máximo 10 elementos',
      'マッチング問題は最大10問です',
      '연결형 문제는 최대 10문항입니다',
    ],
  },
  tooManyBlanks: {
    code: 32010110,
    messages: [
      '填空题最多40个空',
      'A fill-in question has at most 40 blanks',
      'Una pregunta de completar tiene como máximo 40 espacios',
      '穴埋め問題の空欄は最大40個です',
      '빈칸 채우기 문제는 최대 40칸입니다',
    ],
  },
  paperDurationTooShort: {
    code: 32010111,
    messages: [
      '试卷时长不能短于试题总时长',
      'The paper duration cannot be shorter than the questions’ total',
      'La duración del examen no puede ser menor que el total de las preguntas',
      '試験時間は設問の合計時間より短くできません',
      '시험 시간은 문항 총 시간보다 짧을 수 없습니다',
    ],
  },
  personalityPaperQuestionType: {
    code: 32010112,
    messages: [
      '性格测试卷只能包含单选题和迫选题',
      'Personality papers may hold only single-choice and forced-choice questions',
      'Los exámenes de personalidad solo admiten preguntas de opción única y de elección forzada',
      '性格診断用紙には単一選択問題と強制選択問題のみ含められます',
      '성격 검사지에는 단일 선택과 강제 선택 문항만 넣을 수 있습니다',
    ],
  },
  questionHintTooLong: {
    code: 32010113,
    messages: [
      '试题提示不能超过20个字符',
      'A question hint may not exceed 20 characters',
      'Una pista no puede superar los 20 caracteres',
      '設問のヒントは20文字以内です',
      '문항 힌트는 20자를 넘을 수 없습니다',
    ],
  },
});
