import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalId, text } from '../fields';

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

const nameField = text(KNOWLEDGE_NAME_MAX).min(1);

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
});
