import { randomUUID } from 'node:crypto';
import { DEPARTMENT_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { DEPT_COLUMNS, type deptApi, type DeptTreeNode } from '@cloud-exam/contract/org/dept';
import { validateLength, validateOptionalPhoneOrLandline } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sheetFormat } from '../../lib/sheet-import';
import { changedFields, recordAudit } from '../audit';
import type { ImportSpec } from '../jobs';
import type { DataRights, Tenant } from '../../http/tenant';
import { assertDeptRight } from './data-rights';
import { type DeptNode, type DeptRow, deptRepo, type NewDept } from './dept.repo';

type Input = Inputs<typeof deptApi>;

const sheet = sheetFormat('departments', DEPT_COLUMNS, { parentPath: 36 });

/** Nests flat rows into trees; a visible department whose parent is not visible becomes a root. */
export function buildTree(rows: DeptNode[], rights: DataRights): DeptTreeNode[] {
  const visible = rights.all ? rows : rows.filter((r) => rights.deptIds.has(r.id));
  const nodes = new Map(visible.map((r) => [r.id, { ...r, children: [] as DeptTreeNode[] }]));
  const roots: DeptTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** How many levels a department and everything below it span (1 for a leaf). */
function subtreeHeight(rows: DeptNode[], id: string): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => subtreeHeight(rows, c.id)));
}

/** A department's id and the ids of every department below it. */
export function subtreeOf(rows: { id: string; parentId: string | null }[], id: string): string[] {
  const childrenOf = new Map<string | null, string[]>();
  for (const r of rows) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r.id]);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(childrenOf.get(ids[i]!) ?? []));
  return ids;
}

/** "Head office/Academic affairs" for each department, the path the import file names parents by. */
export function pathsOf(rows: DeptNode[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<string, string>();
  const pathOf = (r: DeptNode): string => {
    const known = paths.get(r.id);
    if (known !== undefined) return known;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    const path = parent ? `${pathOf(parent)}/${r.name}` : r.name;
    paths.set(r.id, path);
    return path;
  };
  for (const r of rows) pathOf(r);
  return paths;
}

export function createDeptService(db: Db) {
  async function parentOf(tenant: Tenant, parentId: string | undefined, rights: DataRights) {
    if (!parentId) {
      // Only a member who sees every department may add one at the top level.
      if (!rights.all) throw new AppError(ErrorCodes.noDataRights);
      return null;
    }
    const parent = await deptRepo(db, tenant).findOne(parentId);
    if (!parent) throw new AppError(ErrorCodes.parentDeptMissing);
    assertDeptRight(rights, parent.id);
    return parent;
  }

  async function found(tenant: Tenant, id: string, rights: DataRights) {
    const dept = await deptRepo(db, tenant).findOne(id);
    if (!dept) throw new AppError(ErrorCodes.notFound);
    assertDeptRight(rights, dept.id);
    return dept;
  }

  return {
    async tree(tenant: Tenant) {
      return buildTree(await deptRepo(db, tenant).nodes(), await tenant.rights());
    },

    async detail(tenant: Tenant, { id }: Input['detail']) {
      const repo = deptRepo(db, tenant);
      const dept = await found(tenant, id, await tenant.rights());
      const [parent, childCount, memberCount] = await Promise.all([
        dept.parentId ? repo.findOne(dept.parentId) : undefined,
        repo.countChildren(id),
        repo.countMembers(id),
      ]);
      return toDept(dept, { parentName: parent?.name ?? null, childCount, memberCount });
    },

    async childrenPage(tenant: Tenant, { deptId, name, current, size }: Input['children']) {
      const rights = await tenant.rights();
      if (deptId) await found(tenant, deptId, rights);
      // A scoped member's "top level" is the top of what they may see.
      const within = rights.all || deptId ? undefined : rights.deptIds;
      const page = await deptRepo(db, tenant).childrenPage({ parentId: deptId, name, within, current, size });
      return {
        ...page,
        records: page.records.map((d) => toDept(d, { parentName: null, childCount: d.childCount, memberCount: d.memberCount })),
      };
    },

    async add(tenant: Tenant, input: Input['add']) {
      const parent = await parentOf(tenant, input.parentId, await tenant.rights());
      const level = (parent?.level ?? 0) + 1;
      if (level > DEPARTMENT_DEPTH_MAX) throw new AppError(ErrorCodes.deptDepth);
      if (await deptRepo(db, tenant).nameTaken(parent?.id ?? null, input.name)) throw new AppError(ErrorCodes.deptNameTaken);
      return db.transaction(async (tx) => {
        const dept = await deptRepo(tx, tenant).insert({ ...input, parentId: parent?.id ?? null, level });
        await recordAudit(tx, tenant.actor, { action: 'dept.add', targetType: 'dept', targetId: dept.id, targetName: dept.name });
        return { id: dept.id };
      });
    },

    async edit(tenant: Tenant, input: Input['edit']) {
      const rights = await tenant.rights();
      const dept = await found(tenant, input.id, rights);
      const all = await deptRepo(db, tenant).nodes();
      const parentId = input.parentId ?? null;
      let level = dept.level;
      if (parentId !== dept.parentId) {
        if (parentId && subtreeOf(all, dept.id).includes(parentId)) throw new AppError(ErrorCodes.deptMoveIntoSelf);
        const parent = await parentOf(tenant, parentId ?? undefined, rights);
        level = (parent?.level ?? 0) + 1;
        if (level + subtreeHeight(all, dept.id) - 1 > DEPARTMENT_DEPTH_MAX) throw new AppError(ErrorCodes.deptDepth);
      }
      if (await deptRepo(db, tenant).nameTaken(parentId, input.name, dept.id)) throw new AppError(ErrorCodes.deptNameTaken);
      const { id, ...fields } = input;
      await db.transaction(async (tx) => {
        const repo = deptRepo(tx, tenant);
        const updated = await repo.edit(id, {
          ...fields,
          code: fields.code ?? null,
          leader: fields.leader ?? null,
          phone: fields.phone ?? null,
          remark: fields.remark ?? null,
          parentId,
          level,
        });
        await repo.shiftDescendantLevels(id, level - dept.level);
        await recordAudit(tx, tenant.actor, {
          action: 'dept.edit',
          targetType: 'dept',
          targetId: id,
          targetName: input.name,
          detail: changedFields(dept, updated!),
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const repo = deptRepo(db, tenant);
      const dept = await found(tenant, id, await tenant.rights());
      if (await repo.countChildren(id)) throw new AppError(ErrorCodes.deptHasChildren);
      if (await repo.countMembers(id)) throw new AppError(ErrorCodes.deptHasMembers);
      await db.transaction(async (tx) => {
        await deptRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: 'dept.delete', targetType: 'dept', targetId: id, targetName: dept.name });
      });
      return null;
    },

    /** The import template: the header row and one example row, in the caller's language. */
    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['', '示例学校', 'D001', '张老师', '010-12345678', '1', '']
          : ['', 'Example school', 'D001', 'Ms Zhang', '010-12345678', '1', ''];
      return sheet.write(lang, [example]);
    },

    async export(tenant: Tenant, lang: Language) {
      const rights = await tenant.rights();
      const all = await deptRepo(db, tenant).all();
      const paths = pathsOf(all);
      const visible = rights.all ? all : all.filter((d) => rights.deptIds.has(d.id));
      // The parent's path comes from the tree: a name may itself hold a '/'.
      const rows = visible.map((d) => [d.parentId ? paths.get(d.parentId)! : '', d.name, d.code, d.leader, d.phone, d.sort, d.remark]);
      return sheet.write(lang, rows);
    },

    /**
     * The department import (run in the background by the jobs kit). Every row is checked first (parents may be existing departments or
     * rows of the same file); one bad row and nothing is written, and the report names each bad row and why.
     */
    importSpec: {
      kind: 'dept.import',
      format: sheet,
      async prepare({ tenant, lang }, rows, report) {
        const rights = await tenant.rights();
        const all = await deptRepo(db, tenant).nodes();
        const levelOf = new Map(all.map((d) => [d.id, d.level]));
        const byPath = new Map([...pathsOf(all)].map(([id, path]) => [path, { id, level: levelOf.get(id)! }]));
        /** Ids given to the file's own rows, which may be parents of later rows. */
        const fromFile = new Set<string>();
        const { fail } = report;
        const toInsert: NewDept[] = [];
        // Parents first, whatever order the file lists them in.
        const ordered = [...rows].sort((a, b) => depthOf(a.cells.parentPath) - depthOf(b.cells.parentPath));
        for (const { row, cells } of ordered) {
          const { parentPath, name, code, leader, phone, sort: sortText, remark } = cells;
          const before = report.count();
          const parentKey = normalisePath(parentPath);
          const parent = parentKey ? byPath.get(parentKey) : undefined;
          if (!name) fail(row, 'name', ErrorCodes.fieldRequired, { title: sheet.label('name', lang) });
          else if (validateLength(name, 1, 30)) fail(row, 'name', ErrorCodes.fieldLength, { min: 1, max: 30 });
          if (parentKey && !parent) fail(row, 'parentPath', ErrorCodes.parentDeptMissing);
          else if (!parentKey && !rights.all) fail(row, 'parentPath', ErrorCodes.noDataRights);
          else if (parent && !rights.all && !rights.deptIds.has(parent.id) && !fromFile.has(parent.id))
            fail(row, 'parentPath', ErrorCodes.noDataRights);
          else if ((parent?.level ?? 0) + 1 > DEPARTMENT_DEPTH_MAX) fail(row, 'parentPath', ErrorCodes.deptDepth);
          const path = parentKey ? `${parentKey}/${name}` : name;
          if (name && byPath.has(path)) {
            const inFile = fromFile.has(byPath.get(path)!.id);
            fail(row, 'name', inFile ? ErrorCodes.duplicateInFile : ErrorCodes.deptNameTaken);
          }
          report.check(row, 'phone', validateOptionalPhoneOrLandline(phone));
          const sort = sortText ? Number(sortText) : 0;
          if (!Number.isInteger(sort) || sort < 0 || sort > 99999) fail(row, 'sort', ErrorCodes.sortInvalid);
          for (const [column, value, max] of [
            ['code', code, 30],
            ['leader', leader, 20],
            ['remark', remark, 200],
          ] as const)
            if (value && validateLength(value, 0, max)) fail(row, column, ErrorCodes.fieldLength, { min: 0, max });
          if (report.count() > before) continue;
          const id = randomUUID();
          const level = (parent?.level ?? 0) + 1;
          byPath.set(path, { id, level });
          fromFile.add(id);
          toInsert.push({
            id,
            parentId: parent?.id ?? null,
            level,
            name,
            code: code || null,
            leader: leader || null,
            phone: phone || null,
            sort,
            remark: remark || null,
          });
        }
        return toInsert;
      },
      async write(tx, { tenant }, toInsert) {
        for (let i = 0; i < toInsert.length; i += 500) await deptRepo(tx, tenant).insertMany(toInsert.slice(i, i + 500));
        await recordAudit(tx, tenant.actor, { action: 'dept.import', targetType: 'dept', detail: { imported: toInsert.length } });
      },
    } satisfies ImportSpec<typeof DEPT_COLUMNS, NewDept>,
  };
}

export const normalisePath = (path: string) =>
  path
    .split(/[/／]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
const depthOf = (path: string) => (normalisePath(path) ? normalisePath(path).split('/').length : 0);

function toDept(d: DeptRow, extra: { parentName: string | null; childCount: number; memberCount: number }) {
  return {
    id: d.id,
    parentId: d.parentId,
    level: d.level,
    name: d.name,
    code: d.code,
    leader: d.leader,
    phone: d.phone,
    sort: d.sort,
    remark: d.remark,
    createTime: d.createdAt.toISOString(),
    ...extra,
  };
}
