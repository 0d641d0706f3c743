import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import type { ColumnLabel } from '@cloud-exam/contract/sheet';

/**
 * The words of the Word and Excel item formats: type names, line labels and the keywords of their values, each in
 * the five interface languages (what an export writes) plus the spellings authors commonly type (what an import
 * also reads). Matching ignores case, spaces and full-/half-width differences.
 */

type Words = { names: ColumnLabel; aliases?: readonly string[] };

/** How two spellings compare: NFKC folds full-width forms (（：Ａ) into half-width ones. */
const wordKey = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

export const TYPE_WORDS: Record<ItemTypeCode, Words> = {
  single_choice: {
    names: ['单选题', 'Single choice', 'Opción única', '単一選択問題', '단일 선택'],
    aliases: ['单项选择题', '单选', '选择题', 'single-choice', 'single answer'],
  },
  multiple_choice: {
    names: ['多选题', 'Multiple choice', 'Opción múltiple', '複数選択問題', '다중 선택'],
    aliases: ['多项选择题', '不定项选择题', '多选', 'multiple-choice', 'multiple answers'],
  },
  true_false: {
    names: ['判断题', 'True or false', 'Verdadero o falso', '正誤問題', '참/거짓'],
    aliases: ['是非题', '判断', 'true/false', 'true-false', 'verdadero/falso', '○×問題'],
  },
  cloze_fill: {
    names: ['填空题', 'Fill in the blanks', 'Completar espacios', '穴埋め問題', '빈칸 채우기'],
    aliases: ['填空', 'fill-in', 'fill in the blank', 'cloze'],
  },
  matching: { names: ['匹配题', 'Matching', 'Relacionar', 'マッチング問題', '연결형'], aliases: ['连线题', '配对题', '匹配'] },
  compound: {
    names: ['组合题', 'Compound', 'Compuesta', '複合問題', '복합 문항'],
    aliases: ['阅读理解', '材料题', '综合题', '完形填空', 'reading comprehension'],
  },
  forced_choice: {
    names: ['迫选题', 'Forced choice', 'Elección forzada', '強制選択問題', '강제 선택'],
    aliases: ['迫选', 'forced-choice'],
  },
  short_answer: { names: ['简答题', 'Short answer', 'Respuesta corta', '記述問題', '단답형'], aliases: ['问答题', '简答', 'short-answer'] },
  essay: { names: ['论述题', 'Essay', 'Ensayo', '論述問題', '논술형'], aliases: ['作文', '写作', '论述', 'writing'] },
};

/** The labels of an item's lines (Word) and the extra columns (Excel). */
export const LABEL_WORDS = {
  answer: { names: ['答案', 'Answer', 'Respuesta', '解答', '정답'], aliases: ['参考答案', '正确答案', '答', 'key', '正解'] },
  description: { names: ['解析', 'Explanation', 'Explicación', '解説', '해설'], aliases: ['答案解析', '试题解析', 'analysis'] },
  difficulty: { names: ['难度', 'Difficulty', 'Dificultad', '難易度', '난이도'] },
  score: { names: ['分值', 'Score', 'Puntuación', '配点', '배점'], aliases: ['分数', 'points'] },
  knowledge: {
    names: ['知识点', 'Knowledge points', 'Puntos de conocimiento', '知識ポイント', '지식 포인트'],
    aliases: ['考点', 'knowledge'],
  },
  tags: { names: ['标签', 'Tags', 'Etiquetas', 'タグ', '태그'] },
  partialScore: { names: ['少选得分', 'Partial score', 'Puntuación parcial', '部分点', '부분 점수'], aliases: ['部分得分'] },
  rules: { names: ['判分规则', 'Marking rules', 'Reglas de corrección', '採点ルール', '채점 규칙'] },
  rubric: { names: ['评分标准', 'Rubric', 'Rúbrica', '採点基準', '채점 기준'] },
  words: { names: ['字数', 'Word count', 'Número de palabras', '語数', '글자 수'] },
  mostScore: {
    names: ['最像得分', 'Most like me score', 'Puntuación más parecido', '最も当てはまる得点', '가장 비슷함 점수'],
  },
  leastScore: {
    names: ['最不像得分', 'Least like me score', 'Puntuación menos parecido', '最も当てはまらない得点', '가장 다름 점수'],
  },
  headings: { names: ['列标题', 'Column headings', 'Encabezados', '列見出し', '열 제목'] },
  timeLimit: {
    names: ['限时（秒）', 'Time limit (s)', 'Tiempo límite (s)', '制限時間（秒）', '제한 시간(초)'],
    aliases: ['限时', 'time limit'],
  },
  hint: { names: ['提示', 'Hint', 'Pista', 'ヒント', '힌트'] },
  audio: { names: ['音频', 'Audio', 'Audio', '音声', '오디오'] },
  video: { names: ['视频', 'Video', 'Vídeo', '動画', '동영상'] },
  attrs: { names: ['属性', 'Attributes', 'Atributos', '属性', '속성'] },
  type: { names: ['题型', 'Type', 'Tipo', '問題タイプ', '유형'] },
} as const satisfies Record<string, Words>;
export type Label = keyof typeof LABEL_WORDS;

/** Keywords inside values. */
export const KEYWORDS = {
  ignoreCase: { names: ['忽略大小写', 'Ignore case', 'Ignorar mayúsculas', '大文字小文字を区別しない', '대소문자 무시'] },
  ignoreSpaces: { names: ['忽略空格', 'Ignore spaces', 'Ignorar espacios', '空白を無視', '공백 무시'] },
  anyOrder: { names: ['不分顺序', 'Any order', 'Cualquier orden', '順不同', '순서 무관'], aliases: ['答案不分顺序'] },
  /** An option that stays in place when options are shuffled. */
  fixed: { names: ['固定', 'Fixed', 'Fija', '固定', '고정'] },
} as const satisfies Record<string, Words>;

/**
 * The words for right and wrong in each language: the first of each is what a true/false item's two options say
 * when the answer is written as a word; the rest are other ways an author writes it.
 */
export const TRUE_FALSE_WORDS: Record<Language, readonly [readonly string[], readonly string[]]> = {
  zh: [
    ['正确', '对', '√', '✓', '✔', '是'],
    ['错误', '错', '×', '✗', '✘', '否'],
  ],
  en: [
    ['True', 'T', 'Yes'],
    ['False', 'F', 'No'],
  ],
  es: [
    ['Verdadero', 'V', 'Sí'],
    ['Falso', 'No'],
  ],
  ja: [
    ['正しい', '○', '〇'],
    ['誤り', '×'],
  ],
  ko: [
    ['참', 'O'],
    ['거짓', 'X'],
  ],
};

/** What a true/false answer word says, and the language whose words it is. */
export function truthNamed(text: string): { right: boolean; lang: Language } | undefined {
  const key = wordKey(text);
  for (const lang of LANGUAGES) {
    const [right, wrong] = TRUE_FALSE_WORDS[lang];
    if (right.some((w) => wordKey(w) === key)) return { right: true, lang };
    if (wrong.some((w) => wordKey(w) === key)) return { right: false, lang };
  }
  return undefined;
}

/** Difficulty 1–5 in words. */
const DIFFICULTY_WORDS: readonly ColumnLabel[] = [
  ['易', 'Easy', 'Fácil', '易', '쉬움'],
  ['较易', 'Fairly easy', 'Bastante fácil', 'やや易', '약간 쉬움'],
  ['中等', 'Medium', 'Media', '普通', '보통'],
  ['较难', 'Fairly hard', 'Bastante difícil', 'やや難', '약간 어려움'],
  ['难', 'Hard', 'Difícil', '難', '어려움'],
];
const DIFFICULTY_ALIASES: Record<string, number> = { 简单: 1, 容易: 1, 较容易: 2, 一般: 3, 适中: 3, 较困难: 4, 困难: 5 };

export const wordOf = (words: Words, lang: Language) => words.names[LANGUAGES.indexOf(lang)]!;

/** A finder over several word sets: which set a text names, whole. */
function matcher<K extends string>(sets: Record<K, Words>) {
  const byKey = new Map<string, K>();
  for (const [name, words] of Object.entries(sets) as [K, Words][])
    for (const w of [...words.names, ...(words.aliases ?? [])]) if (!byKey.has(wordKey(w))) byKey.set(wordKey(w), name);
  return (text: string): K | undefined => byKey.get(wordKey(text));
}

export const typeNamed = matcher(TYPE_WORDS);
export const keywordNamed = matcher(KEYWORDS);

/** "3", "中等", "medium" → 3. */
export function difficultyNamed(text: string): number | undefined {
  const key = wordKey(text);
  if (/^[1-5]$/.test(key)) return Number(key);
  const at = DIFFICULTY_WORDS.findIndex((words) => words.some((w) => wordKey(w) === key));
  return at >= 0 ? at + 1 : DIFFICULTY_ALIASES[key];
}

/**
 * The label a line starts with ("答案：A", "Answer: A"), and the rest after its colon. Longer spellings are tried
 * first, so "答案解析：" is an explanation, not an answer.
 */
const LABEL_SPELLINGS = (Object.entries(LABEL_WORDS) as [Label, Words][])
  .flatMap(([label, words]) => [...words.names, ...(words.aliases ?? [])].map((w) => ({ label, key: wordKey(w) })))
  .sort((a, b) => b.key.length - a.key.length);

export function labelled(text: string): { label: Label; value: string } | undefined {
  const colon = text.search(/[:：]/);
  if (colon < 0 || colon > 40) return undefined;
  const key = wordKey(text.slice(0, colon));
  const found = LABEL_SPELLINGS.find((s) => s.key === key);
  return found && { label: found.label, value: text.slice(colon + 1).trim() };
}
