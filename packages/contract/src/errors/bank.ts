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
  contentTooLong: {
    code: 32010114,
    messages: [
      '内容不能超过{max}个字符',
      'The content may not exceed {max} characters',
      'El contenido no puede superar los {max} caracteres',
      '内容は{max}文字以内にしてください',
      '내용은 {max}자를 넘을 수 없습니다',
    ],
  },
  singleChoiceKey: {
    code: 32010115,
    messages: [
      '单选题必须有且只有一个正确答案',
      'A single-choice question needs exactly one right option',
      'Una pregunta de opción única necesita exactamente una opción correcta',
      '単一選択問題には正解がちょうど1つ必要です',
      '단일 선택 문항에는 정답이 정확히 하나 있어야 합니다',
    ],
  },
  multipleChoiceKey: {
    code: 32010116,
    messages: [
      '多选题至少需要一个正确答案',
      'A multiple-choice question needs at least one right option',
      'Una pregunta de opción múltiple necesita al menos una opción correcta',
      '複数選択問題には正解が1つ以上必要です',
      '다중 선택 문항에는 정답이 하나 이상 있어야 합니다',
    ],
  },
  tooFewOptions: {
    code: 32010117,
    messages: [
      '选项至少2个',
      'A question needs at least 2 options',
      'Una pregunta necesita al menos 2 opciones',
      '選択肢は2つ以上必要です',
      '선택지는 2개 이상이어야 합니다',
    ],
  },
  trueFalseOptions: {
    code: 32010118,
    messages: [
      '判断题必须有两个选项和一个正确答案',
      'A true/false question has two options and one right answer',
      'Una pregunta de verdadero/falso tiene dos opciones y una respuesta correcta',
      '正誤問題は選択肢2つと正解1つです',
      '참/거짓 문항은 선택지 2개와 정답 1개입니다',
    ],
  },
  blanksMismatch: {
    code: 32010119,
    messages: [
      '题干中有{blanks}个空，但填写了{answers}组答案',
      'The stem has {blanks} blanks but {answers} answers are given',
      'El enunciado tiene {blanks} espacios pero se dan {answers} respuestas',
      '問題文の空欄は{blanks}個ですが、解答は{answers}組です',
      '지문의 빈칸은 {blanks}개인데 정답은 {answers}개입니다',
    ],
  },
  blankAnswerMissing: {
    code: 32010120,
    messages: [
      '第{n}个空没有答案',
      'Blank {n} has no answer',
      'El espacio {n} no tiene respuesta',
      '空欄{n}に解答がありません',
      '{n}번 빈칸에 정답이 없습니다',
    ],
  },
  matchingPairKey: {
    code: 32010121,
    messages: [
      '匹配题的每个小题都必须对应一个选项',
      'Each pair of a matching question needs one option',
      'Cada par de una pregunta de relacionar necesita una opción',
      'マッチング問題の各小問に選択肢を1つ対応させてください',
      '연결형 문항의 각 소문항에 선택지를 하나 연결해야 합니다',
    ],
  },
  compoundChildren: {
    code: 32010122,
    messages: [
      '组合题至少包含一个小题，且小题不能是组合题',
      'A compound question needs at least one part, and no part may be compound',
      'Una pregunta compuesta necesita al menos una parte, y ninguna puede ser compuesta',
      '複合問題には小問が1つ以上必要で、小問に複合問題は使えません',
      '복합 문항에는 소문항이 하나 이상 필요하며 소문항은 복합 문항일 수 없습니다',
    ],
  },
  forcedChoiceDimension: {
    code: 32010123,
    messages: [
      '迫选题的每个陈述都需要填写维度',
      'Each statement of a forced-choice question needs a dimension',
      'Cada afirmación de una pregunta de elección forzada necesita una dimensión',
      '強制選択問題の各文に次元が必要です',
      '강제 선택 문항의 각 진술에는 차원이 필요합니다',
    ],
  },
  stemRequired: {
    code: 32010124,
    messages: [
      '题干不能为空',
      'The stem cannot be empty',
      'El enunciado no puede estar vacío',
      '問題文は必須です',
      '지문은 비워 둘 수 없습니다',
    ],
  },
  optionEmpty: {
    code: 32010125,
    messages: [
      '选项内容不能为空',
      'An option cannot be empty',
      'Una opción no puede estar vacía',
      '選択肢の内容は必須です',
      '선택지 내용은 비워 둘 수 없습니다',
    ],
  },
  partialScoreTooHigh: {
    code: 32010126,
    messages: [
      '少选得分必须小于本题分值',
      'The partial score must be below the question score',
      'La puntuación parcial debe ser menor que la de la pregunta',
      '部分点は設問の配点より小さくしてください',
      '부분 점수는 문항 배점보다 작아야 합니다',
    ],
  },
  wordLimits: {
    code: 32010127,
    messages: [
      '最少字数不能大于最多字数',
      'The minimum word count cannot exceed the maximum',
      'El mínimo de palabras no puede superar el máximo',
      '最少語数は最多語数以下にしてください',
      '최소 글자 수는 최대 글자 수보다 클 수 없습니다',
    ],
  },
  duplicateItem: {
    code: 32010128,
    messages: [
      '题库中已有题干和选项相同的试题',
      'The bank already holds a question with the same stem and options',
      'El banco ya tiene una pregunta con el mismo enunciado y opciones',
      '同じ問題文と選択肢の設問がバンクに既にあります',
      '같은 지문과 선택지의 문항이 이미 은행에 있습니다',
    ],
  },
  itemChanged: {
    code: 32010129,
    messages: [
      '该试题已被他人修改，请刷新后再保存',
      'Someone else saved this question meanwhile: reload it before saving',
      'Otra persona guardó esta pregunta mientras tanto: recárguela antes de guardar',
      'この設問は他の人が更新しました。再読み込みしてから保存してください',
      '다른 사람이 이 문항을 먼저 저장했습니다. 새로 고친 뒤 저장하세요',
    ],
  },
  itemInUse: {
    code: 32010130,
    messages: [
      '试题已被试卷使用，不能删除：{papers}',
      'Questions used by papers cannot be deleted: {papers}',
      'No se pueden eliminar preguntas usadas por exámenes: {papers}',
      '試験用紙で使われている設問は削除できません：{papers}',
      '시험지에서 사용 중인 문항은 삭제할 수 없습니다: {papers}',
    ],
  },
  bankInUse: {
    code: 32010131,
    messages: [
      '题库中的试题已被试卷使用，不能删除：{papers}',
      'The bank’s questions are used by papers, so it cannot be deleted: {papers}',
      'Las preguntas del banco se usan en exámenes, no se puede eliminar: {papers}',
      'バンクの設問が試験用紙で使われているため削除できません：{papers}',
      '은행의 문항이 시험지에서 사용 중이라 삭제할 수 없습니다: {papers}',
    ],
  },
  knowledgeNameTaken: {
    code: 32010132,
    messages: [
      '同一级下已有同名知识点',
      'A knowledge point of this name exists at this level',
      'Ya existe un punto de conocimiento con este nombre en este nivel',
      'この階層に同名の知識ポイントがあります',
      '이 단계에 같은 이름의 지식 포인트가 있습니다',
    ],
  },
  knowledgeMoveIntoSelf: {
    code: 32010133,
    messages: [
      '知识点不能移动到自身或其下级',
      'A knowledge point cannot move into itself or below itself',
      'Un punto de conocimiento no puede moverse dentro de sí mismo',
      '知識ポイントを自身やその下位に移動できません',
      '지식 포인트를 자신이나 그 하위로 옮길 수 없습니다',
    ],
  },
  knowledgeNotInBank: {
    code: 32010134,
    messages: [
      '知识点不属于该题库',
      'The knowledge point does not belong to this bank',
      'El punto de conocimiento no pertenece a este banco',
      '知識ポイントはこのバンクのものではありません',
      '지식 포인트가 이 은행에 속하지 않습니다',
    ],
  },
  answerOptionUnknown: {
    code: 32010135,
    messages: [
      '答案中的选项{option}不存在',
      'The answer names option {option}, which does not exist',
      'La respuesta nombra la opción {option}, que no existe',
      '解答の選択肢{option}は存在しません',
      '정답의 선택지 {option}이(가) 없습니다',
    ],
  },
  dimensionRequired: {
    code: 32010136,
    messages: [
      '按维度计分的选项都需要填写维度',
      'Every option of a dimension-scored question needs a dimension',
      'Cada opción de una pregunta puntuada por dimensión necesita una dimensión',
      '次元で採点する設問の選択肢には次元が必要です',
      '차원 채점 문항의 모든 선택지에는 차원이 필요합니다',
    ],
  },
  wordUnreadable: {
    code: 32010201,
    messages: [
      '文件不是有效的Word（.docx）文档，或已损坏',
      'The file is not a valid Word (.docx) document, or it is damaged',
      'El archivo no es un documento de Word (.docx) válido o está dañado',
      'ファイルが有効なWord（.docx）文書ではないか、破損しています',
      '파일이 올바른 Word(.docx) 문서가 아니거나 손상되었습니다',
    ],
  },
  itemTypeMissing: {
    code: 32010202,
    messages: [
      '无法确定题型：请把试题放在“一、单选题”这样的题型标题下',
      'The question type is unknown: put the question under a heading such as “1. Single choice”',
      'Se desconoce el tipo de pregunta: ponga la pregunta bajo un título como «1. Opción única»',
      '問題タイプが不明です。「一、単一選択問題」のような見出しの下に設問を置いてください',
      '문항 유형을 알 수 없습니다. “1. 단일 선택” 같은 제목 아래에 문항을 두세요',
    ],
  },
  itemTypeUnknown: {
    code: 32010203,
    messages: [
      '无法识别的题型“{type}”',
      'Unknown question type “{type}”',
      'Tipo de pregunta desconocido «{type}»',
      '不明な問題タイプ「{type}」',
      '알 수 없는 문항 유형 “{type}”',
    ],
  },
  answerMissing: {
    code: 32010204,
    messages: ['缺少答案', 'The answer is missing', 'Falta la respuesta', '解答がありません', '정답이 없습니다'],
  },
  answerUnreadable: {
    code: 32010205,
    messages: [
      '无法识别答案“{answer}”',
      'The answer “{answer}” cannot be read',
      'No se puede leer la respuesta «{answer}»',
      '解答「{answer}」を読み取れません',
      '정답 “{answer}”을(를) 읽을 수 없습니다',
    ],
  },
  difficultyUnreadable: {
    code: 32010206,
    messages: [
      '无法识别难度“{value}”：应为1-5，或易、较易、中等、较难、难',
      'The difficulty “{value}” cannot be read: write 1–5, or easy, fairly easy, medium, fairly hard, hard',
      'No se puede leer la dificultad «{value}»: escriba 1–5, o fácil, bastante fácil, media, bastante difícil, difícil',
      '難易度「{value}」を読み取れません。1～5、または易・やや易・普通・やや難・難と書いてください',
      '난이도 “{value}”을(를) 읽을 수 없습니다. 1~5 또는 쉬움, 약간 쉬움, 보통, 약간 어려움, 어려움으로 쓰세요',
    ],
  },
  valueUnreadable: {
    code: 32010207,
    messages: [
      '无法识别{label}“{value}”',
      'The {label} “{value}” cannot be read',
      'No se puede leer {label} «{value}»',
      '{label}「{value}」を読み取れません',
      '{label} “{value}”을(를) 읽을 수 없습니다',
    ],
  },
  lineUnexpected: {
    code: 32010208,
    messages: [
      '“{text}”不属于题干、选项或解析，请检查题号、选项字母和标签的写法',
      '“{text}” belongs to no stem, option or explanation: check how the numbers, option letters and labels are written',
      '«{text}» no pertenece a ningún enunciado, opción o explicación: revise los números, las letras de las opciones y las etiquetas',
      '「{text}」は問題文・選択肢・解説のどれにも属しません。番号、選択肢の記号、ラベルの書き方を確認してください',
      '“{text}”은(는) 지문, 선택지, 해설 어디에도 속하지 않습니다. 번호, 선택지 기호, 라벨 표기를 확인하세요',
    ],
  },
  partWithoutCompound: {
    code: 32010209,
    messages: [
      '小题前没有组合题的材料',
      'A part comes before any compound question’s passage',
      'Una parte aparece antes del texto de una pregunta compuesta',
      '小問の前に複合問題の本文がありません',
      '소문항 앞에 복합 문항의 지문이 없습니다',
    ],
  },
  excelNoItemSheet: {
    code: 32010210,
    messages: [
      '表格中没有以题型命名的工作表，请使用下载的模板',
      'The workbook has no sheet named after a question type: use the downloaded template',
      'El libro no tiene ninguna hoja con el nombre de un tipo de pregunta: use la plantilla descargada',
      '問題タイプ名のシートがありません。ダウンロードしたテンプレートを使ってください',
      '문항 유형 이름의 시트가 없습니다. 내려받은 양식을 사용하세요',
    ],
  },
  qtiUnreadable: {
    code: 32010211,
    messages: [
      '文件不是有效的QTI 2.1/3.0内容包（缺少imsmanifest.xml或其中没有试题）',
      'The file is not a QTI 2.1/3.0 content package (no imsmanifest.xml, or no item in it)',
      'El archivo no es un paquete de contenido QTI 2.1/3.0 (sin imsmanifest.xml o sin preguntas)',
      'ファイルが有効なQTI 2.1/3.0コンテンツパッケージではありません（imsmanifest.xmlがないか、設問がありません）',
      '파일이 올바른 QTI 2.1/3.0 콘텐츠 패키지가 아닙니다(imsmanifest.xml이 없거나 문항이 없음)',
    ],
  },
  qtiItemUnsupported: {
    code: 32010212,
    messages: [
      '试题{id}使用了无法导入的{interaction}',
      'Item {id} uses {interaction}, which cannot be imported',
      'La pregunta {id} usa {interaction}, que no se puede importar',
      '設問{id}はインポートできない{interaction}を使っています',
      '문항 {id}은(는) 가져올 수 없는 {interaction}을(를) 사용합니다',
    ],
  },
  qtiXmlBroken: {
    code: 32010240,
    messages: [
      '{file}第{line}行的XML格式有误：{reason}',
      'The XML of {file} is broken at line {line}: {reason}',
      'El XML de {file} está dañado en la línea {line}: {reason}',
      '{file}の{line}行目でXMLが壊れています：{reason}',
      '{file}의 {line}행에서 XML 형식이 잘못되었습니다: {reason}',
    ],
  },
  qtiVersionUnsupported: {
    code: 32010241,
    messages: [
      '不支持QTI {version}，请导出为QTI 2.1或3.0后再导入',
      'QTI {version} is not supported: export it as QTI 2.1 or 3.0 and import that',
      'QTI {version} no es compatible: expórtelo como QTI 2.1 o 3.0 e importe ese archivo',
      'QTI {version}には対応していません。QTI 2.1または3.0で書き出してからインポートしてください',
      'QTI {version}은(는) 지원하지 않습니다. QTI 2.1 또는 3.0으로 내보낸 뒤 가져오세요',
    ],
  },
  qtiOrderUnsupported: {
    code: 32010242,
    messages: [
      '试题{id}是排序题（{interaction}），题库没有排序题型',
      'Item {id} asks to put choices in order ({interaction}); the bank has no ordering question type',
      'La pregunta {id} pide ordenar opciones ({interaction}); el banco no tiene preguntas de ordenar',
      '設問{id}は並べ替え問題（{interaction}）ですが、問題バンクに並べ替えの問題タイプはありません',
      '문항 {id}은(는) 순서 배열 문항({interaction})이며, 문제은행에는 순서 배열 유형이 없습니다',
    ],
  },
  qtiAssociateUnfit: {
    code: 32010243,
    messages: [
      '试题{id}的配对（{interaction}）无法分成题干和选项两列，不能作为匹配题导入',
      'The pairs of item {id} ({interaction}) cannot be split into stems and options, so it cannot become a matching question',
      'Los pares de la pregunta {id} ({interaction}) no se pueden dividir en enunciados y opciones, así que no puede ser una pregunta de relacionar',
      '設問{id}の組み合わせ（{interaction}）は問題文と選択肢の2列に分けられないため、組み合わせ問題としてインポートできません',
      '문항 {id}의 짝({interaction})을 문제와 선택지 두 열로 나눌 수 없어 짝짓기 문항으로 가져올 수 없습니다',
    ],
  },
  qtiGapPictures: {
    code: 32010244,
    messages: [
      '试题{id}要把图片拖入空格（{interaction}），填空题的空格只能填文字',
      'Item {id} fills its gaps with pictures ({interaction}); a fill-in question’s blanks take only text',
      'La pregunta {id} rellena sus huecos con imágenes ({interaction}); los huecos de una pregunta de completar solo admiten texto',
      '設問{id}は空欄に画像を入れる問題（{interaction}）ですが、穴埋め問題の空欄には文字しか入りません',
      '문항 {id}은(는) 빈칸에 그림을 넣는 문항({interaction})이며, 빈칸 채우기 문항의 빈칸에는 글자만 넣을 수 있습니다',
    ],
  },
  packageTooLarge: {
    code: 32010213,
    messages: [
      '文件内容过大（解压后超过{max}MB或部件超过{parts}个），请拆分后再导入',
      'The file holds too much (over {max} MB unpacked or over {parts} parts); split it and import the pieces',
      'El archivo contiene demasiado (más de {max} MB descomprimido o más de {parts} partes); divídalo e importe las partes',
      'ファイルの内容が大きすぎます（展開後{max}MB超、または部品{parts}個超）。分割してからインポートしてください',
      '파일 내용이 너무 큽니다(압축 해제 후 {max}MB 초과 또는 구성 요소 {parts}개 초과). 나누어서 가져오세요',
    ],
  },
  itemFileType: {
    code: 32010214,
    messages: [
      '请上传Word（.docx）、Excel（.xlsx）、QTI 2.1内容包（.zip）、Moodle XML（.xml）或GIFT（.gift、.txt）文件，大小不超过{max}MB',
      'Upload a Word (.docx), Excel (.xlsx), QTI 2.1 package (.zip), Moodle XML (.xml) or GIFT (.gift, .txt) file of at most {max} MB',
      'Suba un archivo de Word (.docx), de Excel (.xlsx), un paquete QTI 2.1 (.zip), Moodle XML (.xml) o GIFT (.gift, .txt) de {max} MB como máximo',
      'Word（.docx）、Excel（.xlsx）、QTI 2.1パッケージ（.zip）、Moodle XML（.xml）またはGIFT（.gift、.txt）の{max}MB以下のファイルをアップロードしてください',
      'Word(.docx), Excel(.xlsx), QTI 2.1 패키지(.zip), Moodle XML(.xml) 또는 GIFT(.gift, .txt) 파일을 {max}MB 이하로 올려 주세요',
    ],
  },
  importNotReady: {
    code: 32010215,
    messages: [
      '文件还在读取中，请稍候',
      'The file is still being read: wait a moment',
      'El archivo todavía se está leyendo: espere un momento',
      'ファイルを読み込み中です。しばらくお待ちください',
      '파일을 아직 읽는 중입니다. 잠시 기다려 주세요',
    ],
  },
  importCommitted: {
    code: 32010216,
    messages: [
      '这次导入已经完成，不能重复导入',
      'This import has been written already and cannot be written again',
      'Esta importación ya se ha guardado y no se puede guardar otra vez',
      'このインポートは既に完了しているため、再度取り込めません',
      '이 가져오기는 이미 완료되어 다시 가져올 수 없습니다',
    ],
  },
  importItemsHaveProblems: {
    code: 32010217,
    messages: [
      '有{count}道试题存在问题，未导入任何试题：请修改文件后重新上传，或只导入没有问题的试题',
      '{count} questions have problems, so nothing was imported: fix the file and upload it again, or import only the questions without problems',
      '{count} preguntas tienen problemas y no se importó nada: corrija el archivo y súbalo de nuevo, o importe solo las preguntas sin problemas',
      '{count}問に問題があるため、何も取り込んでいません。ファイルを直して再度アップロードするか、問題のない設問だけを取り込んでください',
      '{count}개 문항에 문제가 있어 아무것도 가져오지 않았습니다. 파일을 고쳐 다시 올리거나 문제 없는 문항만 가져오세요',
    ],
  },
  importNothingGood: {
    code: 32010218,
    messages: [
      '没有可以导入的试题',
      'No question can be imported',
      'No hay ninguna pregunta que se pueda importar',
      '取り込める設問がありません',
      '가져올 수 있는 문항이 없습니다',
    ],
  },
  duplicateItemInFile: {
    code: 32010219,
    messages: [
      '与文件中的第{ordinal}题重复',
      'Repeats question {ordinal} of this file',
      'Repite la pregunta {ordinal} de este archivo',
      'このファイルの第{ordinal}問と重複しています',
      '이 파일의 {ordinal}번 문항과 중복됩니다',
    ],
  },
  importFileEmpty: {
    code: 32010220,
    messages: [
      '文件中没有找到试题',
      'The file holds no question',
      'El archivo no contiene ninguna pregunta',
      'ファイルに設問がありません',
      '파일에 문항이 없습니다',
    ],
  },
  wordParagraphOutside: {
    code: 32010230,
    messages: [
      '“{text}”不属于任何试题（如试卷标题、考试说明），未导入',
      '“{text}” belongs to no question (a title or instructions, say) and was not imported',
      '«{text}» no pertenece a ninguna pregunta (un título o unas instrucciones, por ejemplo) y no se importó',
      '「{text}」はどの設問にも属さない（試験の題名や注意書きなど）ため、取り込んでいません',
      '“{text}”은(는) 어느 문항에도 속하지 않아(시험 제목, 안내문 등) 가져오지 않았습니다',
    ],
  },
  wordKeyUnmatched: {
    code: 32010231,
    messages: [
      '答案部分第{number}题的答案“{answer}”找不到对应的试题',
      'The answer “{answer}” to question {number} in the answer key matches no question of the file',
      'La respuesta «{answer}» a la pregunta {number} de la clave no corresponde a ninguna pregunta del archivo',
      '解答欄の第{number}問の解答「{answer}」に対応する設問がありません',
      '정답란 {number}번의 정답 “{answer}”에 해당하는 문항이 없습니다',
    ],
  },
  wordKeyUnreadable: {
    code: 32010232,
    messages: [
      '答案部分的“{text}”无法识别：请按“1. B”或“1-5 BCDAA”的格式书写',
      'The answer key line “{text}” cannot be read: write it as “1. B” or “1-5 BCDAA”',
      'No se puede leer la línea de la clave «{text}»: escríbala como «1. B» o «1-5 BCDAA»',
      '解答欄の「{text}」を読み取れません。「1. B」や「1-5 BCDAA」の形で書いてください',
      '정답란의 “{text}”을(를) 읽을 수 없습니다. “1. B” 또는 “1-5 BCDAA” 형식으로 쓰세요',
    ],
  },
  wordKeyConflict: {
    code: 32010233,
    messages: [
      '题中的答案“{inline}”与答案部分的“{key}”不一致，已采用题中的答案',
      'The answer “{inline}” beside the question differs from “{key}” in the answer key; the one beside the question was kept',
      'La respuesta «{inline}» junto a la pregunta difiere de «{key}» en la clave; se mantuvo la de la pregunta',
      '設問の解答「{inline}」が解答欄の「{key}」と異なります。設問の解答を採用しました',
      '문항의 정답 “{inline}”이(가) 정답란의 “{key}”와(과) 다릅니다. 문항의 정답을 사용했습니다',
    ],
  },
  itemExportTooMany: {
    code: 32010221,
    messages: [
      '一次最多导出{max}道试题，请勾选试题或按知识点、题型筛选后分批导出',
      'At most {max} questions can be exported at once: select questions, or filter by knowledge point or type, and export in parts',
      'Se pueden exportar como máximo {max} preguntas a la vez: seleccione preguntas o filtre por punto de conocimiento o tipo y exporte por partes',
      '一度にエクスポートできる設問は最大{max}件です。設問を選択するか、知識ポイントや種類で絞り込んで分けてエクスポートしてください',
      '한 번에 최대 {max}개 문항만 내보낼 수 있습니다. 문항을 선택하거나 지식 포인트·유형으로 걸러 나누어 내보내세요',
    ],
  },
  xmlBroken: {
    code: 32010250,
    messages: [
      'XML文件格式有误（第{line}行第{column}列）：{reason}',
      'The XML file is broken at line {line}, column {column}: {reason}',
      'El archivo XML está dañado en la línea {line}, columna {column}: {reason}',
      'XMLファイルの{line}行{column}列目に誤りがあります：{reason}',
      'XML 파일의 {line}행 {column}열에 오류가 있습니다: {reason}',
    ],
  },
  xmlNotMoodleQuiz: {
    code: 32010251,
    messages: [
      'XML文件不是Moodle题库（根元素是<{root}>，而不是<quiz>）',
      'The XML file is not a Moodle quiz (its root element is <{root}>, not <quiz>)',
      'El archivo XML no es un cuestionario de Moodle (su elemento raíz es <{root}>, no <quiz>)',
      'XMLファイルはMoodleの問題ファイルではありません（ルート要素が<quiz>ではなく<{root}>です）',
      'XML 파일이 Moodle 문제 파일이 아닙니다(루트 요소가 <quiz>가 아니라 <{root}>입니다)',
    ],
  },
  moodleTypeUnsupported: {
    code: 32010252,
    messages: [
      '题库没有与Moodle题型“{type}”对应的题型，已跳过此题',
      'The bank has no question type matching the Moodle type “{type}”: this question is skipped',
      'El banco no tiene un tipo de pregunta equivalente al tipo de Moodle «{type}»: se omite esta pregunta',
      'Moodleの問題タイプ「{type}」に対応する問題タイプがないため、この設問はスキップされます',
      'Moodle 문항 유형 “{type}”에 해당하는 유형이 없어 이 문항을 건너뜁니다',
    ],
  },
  moodleDescriptionSkipped: {
    code: 32010253,
    messages: [
      '这是一段说明文字（description），不是试题，已跳过',
      'This is a description, not a question: it is skipped',
      'Esto es una descripción, no una pregunta: se omite',
      'これは説明文（description）で設問ではないため、スキップされます',
      '이것은 설명(description)이며 문항이 아니므로 건너뜁니다',
    ],
  },
  toleranceTooWide: {
    code: 32010254,
    messages: [
      '数值答案{answer}允许误差±{tolerance}，填空题最多只能列出{max}个可接受的答案，无法保留该误差',
      'The numerical answer {answer} accepts ±{tolerance}, more than the {max} exact answers a fill-in blank can list',
      'La respuesta numérica {answer} admite ±{tolerance}, más de las {max} respuestas exactas que admite un hueco',
      '数値の解答{answer}は±{tolerance}の誤差を認めていますが、穴埋めに列挙できる正解は{max}個までです',
      '숫자 정답 {answer}은(는) ±{tolerance} 오차를 허용하지만, 빈칸에는 정답을 최대 {max}개까지만 둘 수 있습니다',
    ],
  },
  clozeChoicesTyped: {
    code: 32010255,
    messages: [
      '第{n}个空在原文件中是选择作答，导入后考生需要输入答案“{answer}”',
      'Blank {n} offers choices in the file; imported, candidates must type the answer “{answer}”',
      'El hueco {n} ofrece opciones en el archivo; importado, los candidatos deben escribir la respuesta «{answer}»',
      '{n}番目の空欄は元のファイルでは選択式です。取り込むと受験者は解答「{answer}」を入力する必要があります',
      '{n}번째 빈칸은 원본 파일에서 선택형입니다. 가져오면 응시자가 정답 “{answer}”을(를) 직접 입력해야 합니다',
    ],
  },
  giftUnclosed: {
    code: 32010256,
    messages: [
      'GIFT试题的答案部分缺少右花括号“}”',
      'The answers of this GIFT question have no closing brace “}”',
      'Las respuestas de esta pregunta GIFT no tienen llave de cierre «}»',
      'このGIFT設問の解答部分に閉じ括弧「}」がありません',
      '이 GIFT 문항의 정답 부분에 닫는 중괄호 “}”가 없습니다',
    ],
  },
  itemFileTooLarge: {
    code: 32010257,
    messages: [
      '文件内容过多，无法一次读取，请拆分后再导入',
      'The file holds too much to be read at once; split it and import the pieces',
      'El archivo contiene demasiado para leerlo de una vez; divídalo e importe las partes',
      'ファイルの内容が多すぎて一度に読み込めません。分割してからインポートしてください',
      '파일 내용이 너무 많아 한 번에 읽을 수 없습니다. 나누어서 가져오세요',
    ],
  },
  wildcardAnswer: {
    code: 32010258,
    messages: [
      '答案“{answer}”使用了Moodle的通配符*，填空题无法按通配符判分，请写出所有可接受的答案',
      'The answer “{answer}” uses Moodle’s * wildcard, which a fill-in blank cannot match: write out the accepted answers',
      'La respuesta «{answer}» usa el comodín * de Moodle, que un hueco no puede comparar: escriba las respuestas aceptadas',
      '解答「{answer}」はMoodleのワイルドカード*を使っていますが、穴埋めでは判定できません。正解をすべて書き出してください',
      '정답 “{answer}”은(는) Moodle의 와일드카드 *를 사용하지만 빈칸 문항은 이를 판정할 수 없습니다. 허용할 정답을 모두 적어 주세요',
    ],
  },
  mappingNoStem: {
    code: 32010260,
    messages: [
      '请指定题干所在的列',
      'Choose the column that holds the question stem',
      'Elija la columna que contiene el enunciado',
      '問題文の列を指定してください',
      '지문이 있는 열을 지정하세요',
    ],
  },
  mappingFieldTwice: {
    code: 32010261,
    messages: [
      '“{field}”只能对应一列',
      '“{field}” can be taken from one column only',
      '«{field}» solo puede tomarse de una columna',
      '「{field}」に対応できる列は1つだけです',
      '“{field}”은(는) 한 열에만 대응할 수 있습니다',
    ],
  },
  importNotAwaitingMapping: {
    code: 32010262,
    messages: [
      '此导入不在等待列对应的状态',
      'This import is not waiting for its columns to be mapped',
      'Esta importación no está esperando la asignación de sus columnas',
      'このインポートは列の対応付けを待っていません',
      '이 가져오기는 열 대응을 기다리는 상태가 아닙니다',
    ],
  },
  mappingSheetUnknown: {
    code: 32010263,
    messages: [
      '文件中没有名为“{sheet}”的工作表',
      'The file has no sheet named “{sheet}”',
      'El archivo no tiene ninguna hoja llamada «{sheet}»',
      'ファイルに「{sheet}」という名前のシートがありません',
      '파일에 “{sheet}” 시트가 없습니다',
    ],
  },
  mappingsTooMany: {
    code: 32010264,
    messages: [
      '每个机构最多保存{max}个列对应方案，请先删除不用的方案',
      'An institution keeps at most {max} saved mappings: delete one you no longer use first',
      'Una institución guarda como máximo {max} asignaciones: elimine primero una que ya no use',
      '保存できる対応付けは機関ごとに最大{max}件です。使わないものを先に削除してください',
      '기관당 최대 {max}개의 대응 방식을 저장할 수 있습니다. 쓰지 않는 것을 먼저 삭제하세요',
    ],
  },
  rowTypeUnknown: {
    code: 32010265,
    messages: [
      '题型“{type}”无法识别，可用：单选、多选、判断、填空、简答、论述',
      'Unknown question type “{type}”: use single choice, multiple choice, true or false, fill in the blanks, short answer or essay',
      'Tipo de pregunta desconocido «{type}»: use opción única, opción múltiple, verdadero o falso, completar espacios, respuesta corta o ensayo',
      '問題タイプ「{type}」を認識できません。単一選択・複数選択・正誤・穴埋め・記述・論述のいずれかにしてください',
      '문항 유형 “{type}”을(를) 알 수 없습니다. 단일 선택, 다중 선택, 참/거짓, 빈칸 채우기, 단답형, 논술형 중 하나를 쓰세요',
    ],
  },
  uploadEmpty: {
    code: 32010270,
    messages: [
      '上传的文件是空的（0字节），请检查文件后重新上传',
      'The file is empty (0 bytes): check it and upload it again',
      'El archivo está vacío (0 bytes): revíselo y súbalo de nuevo',
      'ファイルが空です（0バイト）。ファイルを確認してもう一度アップロードしてください',
      '파일이 비어 있습니다(0바이트). 파일을 확인하고 다시 올려 주세요',
    ],
  },
  wordLegacyFile: {
    code: 32010271,
    messages: [
      '无法读取Word 97–2003文档（.doc），请在Word中“另存为”Word文档（.docx）后再导入',
      'Word 97–2003 (.doc) is not read: open it in Word, save it as a Word Document (.docx) and import that',
      'No se lee Word 97–2003 (.doc): ábralo en Word, guárdelo como documento de Word (.docx) e importe ese',
      'Word 97–2003文書（.doc）は読み込めません。Wordで開き、Word文書（.docx）として保存してからインポートしてください',
      'Word 97–2003 문서(.doc)는 읽을 수 없습니다. Word에서 열어 Word 문서(.docx)로 저장한 뒤 가져오세요',
    ],
  },
  excelLegacyFile: {
    code: 32010272,
    messages: [
      '无法读取Excel 97–2003工作簿（.xls），请在Excel中“另存为”Excel工作簿（.xlsx）后再导入',
      'Excel 97–2003 (.xls) is not read: open it in Excel, save it as an Excel Workbook (.xlsx) and import that',
      'No se lee Excel 97–2003 (.xls): ábralo en Excel, guárdelo como libro de Excel (.xlsx) e importe ese',
      'Excel 97–2003ブック（.xls）は読み込めません。Excelで開き、Excelブック（.xlsx）として保存してからインポートしてください',
      'Excel 97–2003 통합 문서(.xls)는 읽을 수 없습니다. Excel에서 열어 Excel 통합 문서(.xlsx)로 저장한 뒤 가져오세요',
    ],
  },
  officeLegacyFile: {
    code: 32010273,
    messages: [
      '无法读取Office 97–2003格式的文件（如.ppt），请将试题另存为Word文档（.docx）或Excel工作簿（.xlsx）后再导入',
      'An Office 97–2003 file (such as .ppt) is not read: save the questions as a Word Document (.docx) or an Excel Workbook (.xlsx)',
      'No se lee un archivo de Office 97–2003 (como .ppt): guarde las preguntas como documento de Word (.docx) o libro de Excel (.xlsx)',
      'Office 97–2003形式のファイル（.pptなど）は読み込めません。設問をWord文書（.docx）またはExcelブック（.xlsx）として保存してください',
      'Office 97–2003 형식 파일(.ppt 등)은 읽을 수 없습니다. 문항을 Word 문서(.docx)나 Excel 통합 문서(.xlsx)로 저장하세요',
    ],
  },
  officeEncrypted: {
    code: 32010274,
    messages: [
      '文件设置了打开密码，无法读取，请在Office中取消密码并保存后再导入',
      'The file is protected by a password and cannot be read: remove the password in Office, save it and import it again',
      'El archivo está protegido con contraseña y no se puede leer: quite la contraseña en Office, guárdelo e impórtelo de nuevo',
      'ファイルにパスワードが設定されているため読み込めません。Officeでパスワードを解除して保存してからインポートしてください',
      '파일에 암호가 설정되어 있어 읽을 수 없습니다. Office에서 암호를 해제하고 저장한 뒤 다시 가져오세요',
    ],
  },
  pdfFile: {
    code: 32010275,
    messages: [
      '无法从PDF文件中读取试题，请使用原始的Word文档（.docx），或将PDF转为.docx并核对后再导入',
      'Questions are not read from a PDF: use the original Word document (.docx), or convert the PDF to .docx, check it and import that',
      'No se leen preguntas de un PDF: use el documento de Word original (.docx) o convierta el PDF a .docx, revíselo e importe ese',
      'PDFから設問は読み込めません。元のWord文書（.docx）を使うか、PDFを.docxに変換して確認してからインポートしてください',
      'PDF에서는 문항을 읽을 수 없습니다. 원본 Word 문서(.docx)를 사용하거나 PDF를 .docx로 변환해 확인한 뒤 가져오세요',
    ],
  },
  rtfFile: {
    code: 32010276,
    messages: [
      '无法读取RTF文档，请在Word中“另存为”Word文档（.docx）后再导入',
      'An RTF document is not read: open it in Word, save it as a Word Document (.docx) and import that',
      'No se lee un documento RTF: ábralo en Word, guárdelo como documento de Word (.docx) e importe ese',
      'RTF文書は読み込めません。Wordで開き、Word文書（.docx）として保存してからインポートしてください',
      'RTF 문서는 읽을 수 없습니다. Word에서 열어 Word 문서(.docx)로 저장한 뒤 가져오세요',
    ],
  },
  webPageFile: {
    code: 32010277,
    messages: [
      '这是网页（HTML/MHT）格式的文件，虽然可能以.doc结尾（常见于其他系统导出的“Word”试卷），请在Word中打开后“另存为”Word文档（.docx）再导入',
      'This is a web page (HTML or MHT), even if its name ends in .doc (as “Word” exports of other systems often are): open it in Word, save it as a Word Document (.docx) and import that',
      'Es una página web (HTML o MHT), aunque su nombre termine en .doc (como suelen ser las exportaciones «Word» de otros sistemas): ábrala en Word, guárdela como documento de Word (.docx) e importe ese',
      'これはWebページ（HTMLまたはMHT）形式のファイルです（名前が.docで終わっていても、他システムの「Word」出力によくあります）。Wordで開き、Word文書（.docx）として保存してからインポートしてください',
      '이 파일은 웹 페이지(HTML 또는 MHT) 형식입니다(이름이 .doc로 끝나도 다른 시스템의 “Word” 내보내기에서 흔합니다). Word에서 열어 Word 문서(.docx)로 저장한 뒤 가져오세요',
    ],
  },
  wordXmlFile: {
    code: 32010278,
    messages: [
      '无法读取Word 2003 XML文档，请在Word中“另存为”Word文档（.docx）后再导入',
      'A Word 2003 XML document is not read: open it in Word, save it as a Word Document (.docx) and import that',
      'No se lee un documento XML de Word 2003: ábralo en Word, guárdelo como documento de Word (.docx) e importe ese',
      'Word 2003 XML文書は読み込めません。Wordで開き、Word文書（.docx）として保存してからインポートしてください',
      'Word 2003 XML 문서는 읽을 수 없습니다. Word에서 열어 Word 문서(.docx)로 저장한 뒤 가져오세요',
    ],
  },
  importCompoundScore: {
    code: 32010279,
    messages: [
      '组合题的分值是各小题分值之和，请按小题的题型修改分值',
      'A compound question’s score is the total of its parts: set the score of its parts’ types instead',
      'La puntuación de una pregunta compuesta es la suma de sus partes: cambie la de los tipos de sus partes',
      '複合問題の配点は小問の配点の合計です。小問の問題タイプごとに配点を変更してください',
      '복합 문항의 배점은 소문항 배점의 합계입니다. 소문항 유형별로 배점을 바꾸세요',
    ],
  },
});
