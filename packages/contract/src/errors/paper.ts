import { defineErrors } from './define';

/** 320103xx papers and paper packages (spec §8: 20xxx and 320xxxxx question banks and papers). */
export const paperErrors = defineErrors({
  paperNameTaken: {
    code: 32010301,
    messages: [
      '试卷名称已存在',
      'A paper with this name already exists',
      'Ya existe un examen con este nombre',
      '同名の試験用紙が既に存在します',
      '같은 이름의 시험지가 이미 있습니다',
    ],
  },
  passMarkAboveTotal: {
    code: 32010302,
    messages: [
      '及格分不能高于试卷总分',
      'The pass mark cannot be above the paper’s total score',
      'La nota de aprobado no puede superar la puntuación total del examen',
      '合格点は試験用紙の満点を超えられません',
      '합격 점수는 시험지 총점을 넘을 수 없습니다',
    ],
  },
  personalityPassMark: {
    code: 32010303,
    messages: [
      '性格测试卷不设及格分',
      'A personality paper has no pass mark',
      'Un examen de personalidad no tiene nota de aprobado',
      '性格診断用紙には合格点を設定できません',
      '성격 검사지에는 합격 점수를 둘 수 없습니다',
    ],
  },
  paperSectionEmpty: {
    code: 32010304,
    messages: [
      '每个大题至少需要一道试题或一条抽题规则',
      'Each section needs at least one question or one rule',
      'Cada sección necesita al menos una pregunta o una regla',
      '各大問には設問か出題ルールが1つ以上必要です',
      '각 대문항에는 문항이나 출제 규칙이 하나 이상 있어야 합니다',
    ],
  },
  paperChanged: {
    code: 32010305,
    messages: [
      '试卷已被他人修改，请刷新后再保存',
      'Someone else saved this paper since you opened it: reload it and save again',
      'Otra persona guardó este examen después de que lo abriera: recárguelo y guarde de nuevo',
      '開いた後に他の人がこの試験用紙を保存しました。再読み込みしてから保存してください',
      '다른 사람이 이 시험지를 먼저 저장했습니다. 새로 고친 뒤 다시 저장하세요',
    ],
  },
  paperRulesInFixed: {
    code: 32010306,
    messages: [
      '手工组卷不能包含抽题规则',
      'A paper made by hand cannot hold drawing rules',
      'Un examen hecho a mano no puede tener reglas de selección',
      '手動組版の試験用紙には出題ルールを含められません',
      '수동 구성 시험지에는 출제 규칙을 넣을 수 없습니다',
    ],
  },
  paperItemRepeated: {
    code: 32010307,
    messages: [
      '同一道试题在试卷中出现了多次',
      'The same question appears more than once in the paper',
      'La misma pregunta aparece más de una vez en el examen',
      '同じ設問が試験用紙に複数回含まれています',
      '같은 문항이 시험지에 여러 번 들어 있습니다',
    ],
  },
  ruleShortOfItems: {
    code: 32010308,
    messages: [
      '第{section}大题第{rule}条规则需要{needed}道试题，题库中只有{available}道符合条件',
      'Rule {rule} of section {section} needs {needed} questions but the banks hold only {available} that match',
      'La regla {rule} de la sección {section} necesita {needed} preguntas, pero los bancos solo tienen {available} que cumplen',
      '第{section}大問のルール{rule}には{needed}問必要ですが、条件に合う設問は{available}問しかありません',
      '{section}대문항의 {rule}번 규칙에는 {needed}문항이 필요하지만 조건에 맞는 문항은 {available}개뿐입니다',
    ],
  },
  paperInUse: {
    code: 32010309,
    messages: [
      '试卷已被考试使用，不能删除：{exams}',
      'The paper is used by exams and cannot be deleted: {exams}',
      'El examen lo usan convocatorias y no se puede eliminar: {exams}',
      '試験用紙は試験で使われているため削除できません：{exams}',
      '시험지가 시험에서 사용 중이라 삭제할 수 없습니다: {exams}',
    ],
  },
  paperItemOutsideBanks: {
    code: 32010310,
    messages: [
      '试题或抽题规则的题库不在试卷所选题库中',
      'A question or rule draws on a bank the paper has not chosen',
      'Una pregunta o regla usa un banco que el examen no ha elegido',
      '設問または出題ルールのバンクが試験用紙で選んだバンクに含まれていません',
      '문항이나 규칙의 문제 은행이 시험지에서 고른 은행에 없습니다',
    ],
  },
  authCodeUnknown: {
    code: 32010311,
    messages: [
      '授权码不存在',
      'No paper is shared with this authorisation code',
      'Ningún examen se comparte con este código de autorización',
      'この認証コードで共有された試験用紙はありません',
      '이 인증 코드로 공유된 시험지가 없습니다',
    ],
  },
  authCodeExpired: {
    code: 32010312,
    messages: [
      '授权码已过期',
      'The authorisation code has expired',
      'El código de autorización ha caducado',
      '認証コードの有効期限が切れています',
      '인증 코드가 만료되었습니다',
    ],
  },
  authCodeRevoked: {
    code: 32010313,
    messages: [
      '授权码已被撤销',
      'The authorisation code was revoked',
      'El código de autorización fue revocado',
      '認証コードは取り消されました',
      '인증 코드가 취소되었습니다',
    ],
  },
  packageNameTaken: {
    code: 32010314,
    messages: [
      '试卷包名称已存在',
      'A paper package with this name already exists',
      'Ya existe un paquete de exámenes con este nombre',
      '同名の試験用紙パッケージが既に存在します',
      '같은 이름의 시험지 패키지가 이미 있습니다',
    ],
  },
  paperInPackage: {
    code: 32010315,
    messages: [
      '试卷已被试卷包使用，不能删除：{packages}',
      'The paper is a variant of paper packages and cannot be deleted: {packages}',
      'El examen es una variante de paquetes de exámenes y no se puede eliminar: {packages}',
      '試験用紙は試験用紙パッケージで使われているため削除できません：{packages}',
      '시험지가 시험지 패키지에서 사용 중이라 삭제할 수 없습니다: {packages}',
    ],
  },
  ruleScoreRequired: {
    code: 32010316,
    messages: [
      '本大题按试题原分值计分，抽题规则须设定每题分值',
      'Items in this section keep their own scores, so each rule must give the score of the items it draws',
      'Las preguntas de esta sección conservan su propia puntuación: cada regla debe indicar la puntuación de las preguntas que extrae',
      'この大問は設問ごとの配点を使うため、出題ルールには1問あたりの配点が必要です',
      '이 대문항은 문항별 원래 배점을 쓰므로 출제 규칙마다 문항당 배점을 정해야 합니다',
    ],
  },
});
