import { type Language, LANGUAGES } from '@cloud-exam/contract/languages';
import { type DataReport, REPORT_COLUMNS, REPORT_SHEETS, type ReportGroup } from '@cloud-exam/contract/sitting/sitting-report';
import type { Cell, SheetSpec } from '../../lib/excel';

/** The report as sheets: a summary, the distribution, the items, and the groups. */
export function reportSheets(report: DataReport, lang: Language): SheetSpec[] {
  const at = LANGUAGES.indexOf(lang);
  const col = (k: keyof typeof REPORT_COLUMNS) => REPORT_COLUMNS[k][at]!;
  const groupColumns = (first: string) =>
    [
      first,
      ...(
        [
          'seated',
          'signedIn',
          'inProgress',
          'completed',
          'forceSubmitted',
          'absent',
          'mean',
          'median',
          'highest',
          'lowest',
          'stdDev',
          'passed',
          'passRate',
        ] as const
      ).map(col),
    ].map((header) => ({ header, width: 14 }));
  const groupRow = (g: ReportGroup, first: Cell): Cell[] => [
    first,
    g.seated,
    g.signedIn,
    g.inProgress,
    g.completed,
    g.forceSubmitted,
    g.absent,
    g.mean,
    g.median,
    g.highest,
    g.lowest,
    g.stdDev,
    g.passed,
    g.passRate === null ? null : `${Math.round(g.passRate * 1000) / 10}%`,
  ];
  const words = SHEET_WORDS[lang];
  const title = [report.examName, report.sessionName].filter(Boolean).join(' · ');
  return [
    {
      name: REPORT_SHEETS.summary[at]!,
      columns: groupColumns(col('name')),
      rows: [
        groupRow(report.overall, title),
        [],
        ...report.papers.map((p): Cell[] => [
          p.name,
          `${words.total} ${p.total}`,
          `${words.objective} ${p.objectiveMax}`,
          `${words.passMark} ${p.passMark}${p.passMarkSource === 'default' ? ` (${words.defaultPass})` : ''}`,
        ]),
        ...(report.awaitingMarking ? [[words.awaiting] as Cell[]] : []),
      ],
    },
    {
      name: REPORT_SHEETS.distribution[at]!,
      columns: [
        { header: words.band, width: 16 },
        { header: words.count, width: 10 },
      ],
      rows: report.distribution.map((b) => [`${b.from}–${b.to}${report.bandMax === null ? '%' : ''}`, b.count]),
    },
    {
      name: REPORT_SHEETS.items[at]!,
      columns: [
        words.number,
        words.section,
        words.stem,
        words.max,
        words.papers,
        words.mean,
        words.difficulty,
        words.discrimination,
        words.options,
        words.unanswered,
        words.seconds,
      ].map((header, i) => ({ header, width: i === 2 || i === 8 ? 40 : 12 })),
      rows: report.items.map((i) => [
        i.number,
        i.sectionName,
        i.stem,
        i.max,
        i.papers,
        i.awaitingMarking ? words.awaitingShort : i.meanScore,
        i.difficulty,
        i.discrimination,
        i.options?.map((o) => `${o.letter}${o.correct ? '✓' : ''}: ${o.count}`).join('  ') ?? null,
        i.unanswered,
        i.averageSeconds,
      ]),
    },
    ...(report.sessions.length > 1
      ? [
          {
            name: REPORT_SHEETS.sessions[at]!,
            columns: groupColumns(col('session')),
            rows: report.sessions.map((g) => groupRow(g, g.name)),
          },
        ]
      : []),
    {
      name: REPORT_SHEETS.rooms[at]!,
      columns: [{ header: col('session'), width: 16 }, ...groupColumns(col('name'))],
      rows: report.rooms.map((g) => [g.sessionName, ...groupRow(g, g.name ?? words.noRoom)]),
    },
    ...(report.departments.length
      ? [
          {
            name: REPORT_SHEETS.departments[at]!,
            columns: groupColumns(col('name')),
            rows: report.departments.map((g) => groupRow(g, g.name ?? words.noDept)),
          },
        ]
      : []),
  ];
}

/** The sheet's own words, in each language. */
type SheetWord =
  | 'total'
  | 'objective'
  | 'passMark'
  | 'defaultPass'
  | 'awaiting'
  | 'awaitingShort'
  | 'band'
  | 'count'
  | 'number'
  | 'section'
  | 'stem'
  | 'max'
  | 'papers'
  | 'mean'
  | 'difficulty'
  | 'discrimination'
  | 'options'
  | 'unanswered'
  | 'seconds'
  | 'noRoom'
  | 'noDept';
const SHEET_WORDS: Record<Language, Record<SheetWord, string>> = {
  zh: {
    total: '总分',
    objective: '客观题满分',
    passMark: '及格线',
    defaultPass: '试卷未设及格线，按总分的60%',
    awaiting: '主观题待阅卷：以下分析仅含客观题得分',
    awaitingShort: '待阅卷',
    band: '分数段',
    count: '人数',
    number: '题号',
    section: '大题',
    stem: '题干',
    max: '分值',
    papers: '作答卷数',
    mean: '平均得分',
    difficulty: '难度',
    discrimination: '区分度',
    options: '选项分布（✓为正确答案）',
    unanswered: '未作答',
    seconds: '平均用时（秒）',
    noRoom: '未分配考场',
    noDept: '无部门',
  },
  en: {
    total: 'Total',
    objective: 'Objective maximum',
    passMark: 'Pass mark',
    defaultPass: 'none on the paper: 60% of the total',
    awaiting: 'Subjective items await marking: the analysis covers the objective score only',
    awaitingShort: 'Awaiting marking',
    band: 'Score band',
    count: 'Candidates',
    number: 'No.',
    section: 'Section',
    stem: 'Stem',
    max: 'Points',
    papers: 'Papers',
    mean: 'Mean score',
    difficulty: 'Difficulty',
    discrimination: 'Discrimination',
    options: 'Options chosen (✓ right)',
    unanswered: 'Unanswered',
    seconds: 'Average time (s)',
    noRoom: 'No room',
    noDept: 'No department',
  },
  es: {
    total: 'Total',
    objective: 'Máximo objetivo',
    passMark: 'Nota de aprobado',
    defaultPass: 'el examen no tiene: 60 % del total',
    awaiting: 'Las preguntas subjetivas esperan corrección: el análisis cubre solo la puntuación objetiva',
    awaitingShort: 'Pendiente de corrección',
    band: 'Tramo',
    count: 'Candidatos',
    number: 'N.º',
    section: 'Sección',
    stem: 'Enunciado',
    max: 'Puntos',
    papers: 'Exámenes',
    mean: 'Puntuación media',
    difficulty: 'Dificultad',
    discrimination: 'Discriminación',
    options: 'Opciones elegidas (✓ correcta)',
    unanswered: 'Sin responder',
    seconds: 'Tiempo medio (s)',
    noRoom: 'Sin aula',
    noDept: 'Sin departamento',
  },
  ja: {
    total: '満点',
    objective: '客観問題の満点',
    passMark: '合格点',
    defaultPass: '試験用紙に設定なし：満点の60%',
    awaiting: '記述問題は採点待ち：分析は客観問題の得点のみ',
    awaitingShort: '採点待ち',
    band: '得点帯',
    count: '人数',
    number: '番号',
    section: '大問',
    stem: '問題文',
    max: '配点',
    papers: '解答数',
    mean: '平均得点',
    difficulty: '難易度',
    discrimination: '識別力',
    options: '選択肢の分布（✓は正解）',
    unanswered: '未解答',
    seconds: '平均時間（秒）',
    noRoom: '試験室未割当',
    noDept: '部門なし',
  },
  ko: {
    total: '총점',
    objective: '객관식 만점',
    passMark: '합격선',
    defaultPass: '시험지에 없음: 총점의 60%',
    awaiting: '주관식 문항은 채점 대기 중: 분석은 객관식 점수만 포함',
    awaitingShort: '채점 대기',
    band: '점수 구간',
    count: '인원',
    number: '번호',
    section: '대문항',
    stem: '문제',
    max: '배점',
    papers: '답안 수',
    mean: '평균 점수',
    difficulty: '난이도',
    discrimination: '변별도',
    options: '선택지 분포(✓ 정답)',
    unanswered: '무응답',
    seconds: '평균 시간(초)',
    noRoom: '고사실 미배정',
    noDept: '부서 없음',
  },
};
