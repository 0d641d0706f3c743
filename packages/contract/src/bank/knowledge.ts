import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, idOnly, optionalId, text } from '../fields';
import { importStartSchema } from '../files/import-job';
import type { ColumnLabel } from '../sheet';

/** A bank's knowledge model (知识模型): a tree of knowledge points, at most 10 levels (spec §5), items point into it. */

export const KNOWLEDGE_NAME_MAX = 50;

export type KnowledgeNode = {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Items that point at this knowledge point itself. */
  itemCount: number;
  children: KnowledgeNode[];
};
export const knowledgeNodeSchema: z.ZodType<KnowledgeNode> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    sort: z.number().int(),
    itemCount: z.number().int(),
    get children() {
      return z.array(knowledgeNodeSchema);
    },
  })
  .meta({ id: 'KnowledgeNode' });

/** A name: no "/" of either width, which separates the levels of a path in the spreadsheet. */
export const KNOWLEDGE_NAME_PATTERN = /^[^/／]+$/;
const nameField = text(KNOWLEDGE_NAME_MAX).min(1).regex(KNOWLEDGE_NAME_PATTERN);

/** The knowledge model's spreadsheet: one row a point, named by its path from the top. */
export const KNOWLEDGE_COLUMNS = {
  path: [
    '知识点（各级用“/”分隔）',
    'Knowledge point (levels separated by /)',
    'Punto de conocimiento (niveles separados por /)',
    '知識ポイント（階層は「/」で区切る）',
    '지식 포인트(단계는 /로 구분)',
  ],
} as const satisfies Record<string, ColumnLabel>;

export const knowledgeApi = endpoints('bank', needs(Authority.bank), {
  tree: {
    method: 'GET',
    path: '/gl/tk/knowledge/tree',
    summary: 'The knowledge model of a bank, as a tree',
    input: z.object({ bankId: id }),
    output: z.array(knowledgeNodeSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/tk/knowledge/add',
    summary: 'Add a knowledge point at the end of its parent (or of the top level)',
    input: z.object({ bankId: id, parentId: optionalId, name: nameField }),
    output: z.object({ id: z.string() }),
  },
  rename: {
    method: 'PUT',
    path: '/gl/tk/knowledge/rename',
    summary: 'Rename a knowledge point',
    input: z.object({ id, name: nameField }),
    output: z.null(),
  },
  move: {
    method: 'POST',
    path: '/gl/tk/knowledge/move',
    summary: 'Move a knowledge point (with everything below it) under a parent, to a position among its siblings',
    input: z.object({ id, parentId: optionalId, index: z.number().int().min(0).max(100_000) }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/tk/knowledge/delete',
    summary: 'Delete a knowledge point and everything below it; items keep their other knowledge points',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  template: {
    method: 'GET',
    path: '/gl/tk/knowledge/template',
    summary: 'The knowledge model import template (.xlsx)',
    output: FILE,
  },
  exportTree: {
    method: 'GET',
    path: '/gl/tk/knowledge/export',
    summary: 'A bank’s knowledge model as a spreadsheet, one row a point with its path; left in the download centre',
    input: z.object({ bankId: id }),
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/tk/knowledge/import/{bankId}',
    summary:
      'Add knowledge points to a bank from the template (multipart); every missing level of a path is added, existing points are kept; nothing is written unless every row is valid; answers the job that imports it',
    input: z.object({ bankId: id }),
    encoding: 'multipart',
    output: importStartSchema,
  },
});
