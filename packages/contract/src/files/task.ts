import { z } from 'zod';
import { authenticated, endpoints, FILE } from '../endpoint';
import { pageOf, pageParams } from '../fields';
import { LANGUAGES, type Language } from '../languages';

/** The download centre (spec §7 File tasks, /cloudeFile/task): each user sees and fetches only their own files. */

/** A name in the five interface languages, zh first. */
type Names = readonly [string, string, string, string, string];
export const nameIn = (names: Names, lang: Language) => names[LANGUAGES.indexOf(lang)]!;

/** How long a file stays in the download centre. */
export const FILE_TASK_KEEP_DAYS = 7;

export const FileTaskStatus = { processing: 0, done: 1, failed: 2 } as const;
export type FileTaskStatus = (typeof FileTaskStatus)[keyof typeof FileTaskStatus];

/**
 * The systems that put files into the download centre, and the kinds of file each makes
 * (`/cloudeFile/task/listSystem`, `/cloudeFile/task/listFileType/{id}`).
 */
export const FILE_SYSTEMS = {
  sys: {
    name: ['系统管理', 'System management', 'Gestión del sistema', 'システム管理', '시스템 관리'],
    types: {
      'user.export': ['用户导出', 'Member export', 'Exportación de usuarios', 'ユーザーのエクスポート', '사용자 내보내기'],
      'candidate.export': [
        '考生账号导出',
        'Candidate account export',
        'Exportación de cuentas de candidatos',
        '受験者アカウントのエクスポート',
        '응시자 계정 내보내기',
      ],
      'dept.export': ['部门导出', 'Department export', 'Exportación de departamentos', '部門のエクスポート', '부서 내보내기'],
      'user.import': [
        '用户导入结果',
        'Member import report',
        'Informe de importación de usuarios',
        'ユーザーのインポート結果',
        '사용자 가져오기 결과',
      ],
      'candidate.import': [
        '考生账号导入结果',
        'Candidate account import report',
        'Informe de importación de cuentas de candidatos',
        '受験者アカウントのインポート結果',
        '응시자 계정 가져오기 결과',
      ],
      'dept.import': [
        '部门导入结果',
        'Department import report',
        'Informe de importación de departamentos',
        '部門のインポート結果',
        '부서 가져오기 결과',
      ],
    },
  },
  bank: {
    name: ['题库管理', 'Question banks', 'Bancos de preguntas', '問題バンク管理', '문제 은행 관리'],
    types: {
      'knowledge.export': [
        '知识模型导出',
        'Knowledge model export',
        'Exportación del modelo de conocimiento',
        '知識モデルのエクスポート',
        '지식 모델 내보내기',
      ],
      'knowledge.import': [
        '知识模型导入结果',
        'Knowledge model import report',
        'Informe de importación del modelo de conocimiento',
        '知識モデルのインポート結果',
        '지식 모델 가져오기 결과',
      ],
      'item.export': ['试题导出', 'Question export', 'Exportación de preguntas', '設問のエクスポート', '문항 내보내기'],
      'item.import': [
        '试题导入问题报告',
        'Question import problem report',
        'Informe de problemas de importación de preguntas',
        '設問インポートの問題レポート',
        '문항 가져오기 문제 보고서',
      ],
    },
  },
  exam: {
    name: ['考务管理', 'Exams', 'Exámenes', '試験管理', '시험 관리'],
    types: {
      'examCandidate.import': [
        '考生导入结果',
        'Exam candidate import report',
        'Informe de importación de candidatos del examen',
        '受験者のインポート結果',
        '응시자 가져오기 결과',
      ],
      'examCandidate.photos': [
        '考生照片导入结果',
        'Exam candidate photo import report',
        'Informe de importación de fotos de candidatos',
        '受験者写真のインポート結果',
        '응시자 사진 가져오기 결과',
      ],
      'examSeat.export': ['考场编排表', 'Seating plan', 'Plan de asientos', '座席表', '좌석 배치표'],
      'examSeat.import': [
        '考场编排导入结果',
        'Seating plan import report',
        'Informe de importación del plan de asientos',
        '座席表のインポート結果',
        '좌석 배치 가져오기 결과',
      ],
      'examNotification.export': [
        '考试通知发送记录导出',
        'Exam notification deliveries export',
        'Exportación de envíos de avisos del examen',
        '試験通知の配信記録のエクスポート',
        '시험 알림 발송 기록 내보내기',
      ],
      'examTicket.zip': ['准考证', 'Admission tickets', 'Tarjetas de admisión', '受験票', '수험표'],
      'sittingRecords.export': [
        '答题记录导出',
        'Answer records export',
        'Exportación de registros de respuestas',
        '解答記録のエクスポート',
        '답안 기록 내보내기',
      ],
      'sittingBreaches.export': [
        '违纪记录导出',
        'Breaches export',
        'Exportación de infracciones',
        '不正行為の記録のエクスポート',
        '부정행위 기록 내보내기',
      ],
      'sittingRecord.export': [
        '考生考试记录导出',
        'Candidate exam record export',
        'Exportación del registro de examen del candidato',
        '受験者の受験記録のエクスポート',
        '응시자 시험 기록 내보내기',
      ],
      'sittingAnomalies.export': [
        '考试异常导出',
        'Exam anomalies export',
        'Exportación de anomalías del examen',
        '試験の異常のエクスポート',
        '시험 이상 내보내기',
      ],
      'sittingReport.export': [
        '数据报告导出',
        'Data report export',
        'Exportación del informe de datos',
        'データレポートのエクスポート',
        '데이터 보고서 내보내기',
      ],
    },
  },
} as const satisfies Record<string, { name: Names; types: Record<string, Names> }>;
export type FileSystemId = keyof typeof FILE_SYSTEMS;
export type FileType = { [S in FileSystemId]: keyof (typeof FILE_SYSTEMS)[S]['types'] }[FileSystemId];

type FileSystem = { name: Names; types: Record<string, Names> };
/** A system by its id, as stored or asked for; undefined when unknown. */
export const fileSystemOf = (id: string): FileSystem | undefined => (FILE_SYSTEMS as Record<string, FileSystem>)[id];

export const systemOfFileType = (type: string): FileSystemId | undefined =>
  (Object.keys(FILE_SYSTEMS) as FileSystemId[]).find((s) => type in FILE_SYSTEMS[s].types);

export const fileOptionSchema = z.object({ id: z.string(), name: z.string() });
export type FileOption = z.infer<typeof fileOptionSchema>;

/** POST /cloudeFile/task/pageTaskRecord */
export const fileTaskQuerySchema = z.object({
  ...pageParams,
  systemId: z.string().max(40).optional(),
  fileType: z.string().max(60).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export type FileTaskQuery = z.infer<typeof fileTaskQuerySchema>;

export const fileTaskSchema = z.object({
  id: z.string(),
  systemId: z.string(),
  systemName: z.string(),
  fileType: z.string(),
  fileTypeName: z.string(),
  fileName: z.string(),
  status: z.number().int(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
  expireTime: z.string(),
});
export type FileTask = z.infer<typeof fileTaskSchema>;
export const fileTaskPageSchema = pageOf(fileTaskSchema);
export type FileTaskPage = z.infer<typeof fileTaskPageSchema>;

export const fileTaskIdsSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(500) });

export const fileTaskApi = endpoints('files', authenticated, {
  systems: {
    method: 'GET',
    path: '/cloudeFile/task/listSystem',
    summary: 'The systems that put files in the download centre',
    output: z.array(fileOptionSchema),
  },
  fileTypes: {
    method: 'GET',
    path: '/cloudeFile/task/listFileType/{id}',
    summary: 'The kinds of file a system makes',
    input: z.object({ id: z.string().max(40) }),
    output: z.array(fileOptionSchema),
  },
  page: {
    method: 'POST',
    path: '/cloudeFile/task/pageTaskRecord',
    summary: 'My files, newest first (kept 7 days)',
    input: fileTaskQuerySchema,
    output: fileTaskPageSchema,
  },
  download: {
    method: 'GET',
    path: '/cloudeFile/task/download/{id}',
    summary: 'One of my files',
    input: z.object({ id: z.string().uuid() }),
    output: FILE,
  },
  remove: {
    method: 'POST',
    path: '/cloudeFile/task/deleteTaskRecord',
    summary: 'Remove some of my files',
    input: fileTaskIdsSchema,
    output: z.object({ deleted: z.number().int() }),
  },
});
