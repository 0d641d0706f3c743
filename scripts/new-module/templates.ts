import type { Labels, Names } from './names';

/**
 * The files of one generated entity, in the shape the organisation module has (posts are its simplest entity):
 * contract endpoints and schemas, table, repository, service, routes, API test, probes, list page, route entry and
 * texts in five languages. Each function answers a file's text.
 *
 * Over 400 lines on purpose: it is mostly the text of the files it writes, one template a file, kept together so
 * that one entity's shape (contract, table, repository, service, routes, test, page) reads and changes in one place.
 */

export type Spec = Names & { api: string; authority: string; title: Labels };

export const contractFile = (n: Spec) => `import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { id, idOnly, optionalText, pageOf, pageParams, text } from '../fields';

/** ${n.title.en}: rows of an institution with a name unique within it, an order and a status. */

export const ${n.upper}_NAME_MAX = 30;

export const ${n.camel}Schema = z.object({
  id: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type ${n.pascal} = z.infer<typeof ${n.camel}Schema>;

const ${n.camel}Fields = {
  name: text(${n.upper}_NAME_MAX).min(1),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: optionalText(200),
};
export const ${n.camel}AddSchema = z.object(${n.camel}Fields);
export const ${n.camel}EditSchema = z.object({ id, ...${n.camel}Fields });
export const ${n.camel}PageQuerySchema = z.object({
  /** Name contains this. */
  name: optionalText(${n.upper}_NAME_MAX),
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

export const ${n.camel}Api = endpoints('${n.domain}', needs(Authority.${n.authority}), {
  page: {
    method: 'GET',
    path: '${n.api}/page',
    summary: '${n.title.en} of the institution, filtered and paged',
    input: ${n.camel}PageQuerySchema,
    output: pageOf(${n.camel}Schema),
  },
  add: {
    method: 'POST',
    path: '${n.api}/add',
    summary: 'Add one',
    input: ${n.camel}AddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'PUT',
    path: '${n.api}/edit',
    summary: 'Edit one (parameters in the query, as every PUT)',
    input: ${n.camel}EditSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '${n.api}/delete',
    summary: 'Delete one',
    input: idOnly,
    output: z.null(),
  },
});
`;

export const tableFile = (n: Spec) => `import { integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { officeOwned } from './org';

/** ${n.title.en} of an institution. */
export const ${n.table} = pgTable(
  '${n.sqlTable}',
  {
    ...officeOwned(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('${n.sqlTable}_office_name_key').on(t.officeId, t.name)],
);
`;

export const repoFile = (n: Spec) => `import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ${n.table} } from '../../db/schema';
import { preparedPage, type Scope, scopedRepo } from '../../db/scoped-repo';
import { likePattern } from '../../lib/sql-like';

const scoped = scopedRepo(${n.table});

/** Rows whose name contains a text, of a status, in their order. */
const ${n.camel}Page = preparedPage(${n.table}, '${n.sqlTable}.page', {
  filters: {
    name: (pattern) => ilike(${n.table}.name, pattern),
    status: (status) => eq(${n.table}.status, status),
  },
  orderBy: [asc(${n.table}.sort), asc(${n.table}.createdAt)],
});

/** ${n.title.en} of the caller's institution. */
export function ${n.camel}Repo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    async page({ name, status, ...paging }: { name?: string; status?: number; current: number; size: number }) {
      const page = await ${n.camel}Page(db, scope, paging, { name: name ? likePattern(name) : undefined, status });
      return { ...page, records: page.records.map(to${n.pascal}) };
    },
    nameTaken: (name: string, exceptId?: string) =>
      base.exists(and(eq(${n.table}.name, name), exceptId ? ne(${n.table}.id, exceptId) : undefined)),
  };
}

const to${n.pascal} = (row: typeof ${n.table}.$inferSelect) => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
  status: row.status,
  remark: row.remark,
  createTime: row.createdAt.toISOString(),
});
`;

export const serviceFile = (n: Spec) => `import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { ${n.camel}Api } from '@cloud-exam/contract/${n.domain}/${n.entity}';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { changedFields, recordAudit } from '../audit';
import { ${n.camel}Repo } from './${n.entity}.repo';

type Input = Inputs<typeof ${n.camel}Api>;

/** ${n.title.en}: names unique within the institution; every write is audited. */
export function create${n.pascal}Service(db: Db) {
  const assertNameFree = async (tenant: Tenant, name: string, exceptId?: string) => {
    if (await ${n.camel}Repo(db, tenant).nameTaken(name, exceptId)) throw new AppError(ErrorCodes.nameTaken);
  };

  return {
    page: (tenant: Tenant, filter: Input['page']) => ${n.camel}Repo(db, tenant).page(filter),

    async add(tenant: Tenant, input: Input['add']) {
      await assertNameFree(tenant, input.name);
      return db.transaction(async (tx) => {
        const row = await ${n.camel}Repo(tx, tenant).insert(input);
        await recordAudit(tx, tenant.actor, { action: '${n.camel}.add', targetType: '${n.camel}', targetId: row.id, targetName: row.name });
        return { id: row.id };
      });
    },

    async edit(tenant: Tenant, { id, ...fields }: Input['edit']) {
      const before = await ${n.camel}Repo(db, tenant).findOne(id);
      if (!before) throw new AppError(ErrorCodes.notFound);
      await assertNameFree(tenant, fields.name, id);
      await db.transaction(async (tx) => {
        const after = await ${n.camel}Repo(tx, tenant).update(id, { ...fields, remark: fields.remark ?? null });
        await recordAudit(tx, tenant.actor, {
          action: '${n.camel}.edit',
          targetType: '${n.camel}',
          targetId: id,
          targetName: fields.name,
          detail: changedFields(before, after!),
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const row = await ${n.camel}Repo(db, tenant).findOne(id);
      if (!row) throw new AppError(ErrorCodes.notFound);
      await db.transaction(async (tx) => {
        await ${n.camel}Repo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: '${n.camel}.delete', targetType: '${n.camel}', targetId: id, targetName: row.name });
      });
      return null;
    },
  };
}
`;

export const routesFile = (n: Spec) => `import { ${n.camel}Api } from '@cloud-exam/contract/${n.domain}/${n.entity}';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { ${n.domainPascal}Deps } from './${n.domain}.deps';
import { create${n.pascal}Service } from './${n.entity}.service';

/** ${n.title.en}: list, add, edit, delete. */
export async function ${n.camel}Routes(app: FastifyInstance, { db }: ${n.domainPascal}Deps) {
  const service = create${n.pascal}Service(db);
  routes(app, ${n.camel}Api, {
    page: (input, { tenant }) => service.page(tenant, input),
    add: (input, { tenant }) => service.add(tenant, input),
    edit: (input, { tenant }) => service.edit(tenant, input),
    remove: (input, { tenant }) => service.remove(tenant, input),
  });
}
`;

export const testFile = (n: Spec) => `import { ErrorCodes } from '@cloud-exam/contract/errors';
import { ${n.camel}Api } from '@cloud-exam/contract/${n.domain}/${n.entity}';
import type { Endpoint } from '@cloud-exam/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/probes';
import { createTestApp, givenInstitution, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
const call = async (e: Endpoint, input: object) => (await inject(t, e, input, token)).json();

beforeAll(async () => {
  t = await createTestApp();
  await givenInstitution(t, '第一中学', 'admina');
  token = await signIn(t, 'admina');
});
afterAll(() => t.close());

describe('${n.title.en.toLowerCase()}', () => {
  it('adds, finds by name and status, edits and deletes', async () => {
    const added = await call(${n.camel}Api.add, { name: '甲', sort: 2 });
    expect(added.code).toBe(20000);
    await call(${n.camel}Api.add, { name: '乙', sort: 1 });
    expect((await call(${n.camel}Api.page, {})).data.records.map((r: { name: string }) => r.name)).toEqual(['乙', '甲']);
    expect((await call(${n.camel}Api.page, { name: '甲' })).data).toMatchObject({ total: 1, records: [{ name: '甲', status: 1 }] });
    expect((await call(${n.camel}Api.edit, { id: added.data.id, name: '丙', status: 0 })).code).toBe(20000);
    expect((await call(${n.camel}Api.page, { status: 0 })).data.records).toMatchObject([{ name: '丙', status: 0 }]);
    expect((await call(${n.camel}Api.remove, { id: added.data.id })).code).toBe(20000);
    expect((await call(${n.camel}Api.page, {})).data.total).toBe(1);
    expect((await call(${n.camel}Api.remove, { id: added.data.id })).code).toBe(ErrorCodes.notFound);
  });

  it('refuses a name the institution already uses, and an empty name', async () => {
    expect((await call(${n.camel}Api.add, { name: '重名' })).code).toBe(20000);
    expect((await call(${n.camel}Api.add, { name: '重名' })).code).toBe(ErrorCodes.nameTaken);
    expect((await inject(t, ${n.camel}Api.add, { name: '  ' }, token)).statusCode).toBe(400);
  });
});
`;

export const probesFile = (n: Spec) => `import { type ModuleProbes, probesFor } from '../../test/probes';
${probeImport(n)}

/** One row of each ${n.domain} entity, and how each ${n.domain} endpoint is reached with another institution's. */
export const ${n.domainCamel}Probes: ModuleProbes = {
  rows: async (api, mark) => ({
${probeRow(n)}
    // new:module adds rows above this line
  }),
  endpoints: [
${probeEndpoints(n)}
    // new:module adds endpoint probes above this line
  ],
};
`;

export const probeImport = (n: Spec) => `import { ${n.camel}Api } from '@cloud-exam/contract/${n.domain}/${n.entity}';`;
export const probeRow = (n: Spec) => `    ${n.camel}: (await api.call(${n.camel}Api.add, { name: \`\${mark}${n.title.zh}\` })).id,`;
export const probeEndpoints = (n: Spec) => `    ...probesFor(${n.camel}Api, {
      page: 'own',
      add: 'own',
      edit: (r) => ({ id: r.${n.camel}!, name: '改名' }),
      remove: (r) => ({ id: r.${n.camel}! }),
    }),`;

/** A new domain's dependencies: what its module's plugin is given and hands each of its routes files. */
export const depsFile = (n: Spec) => `import type { Db } from '../../db/client';

/** What the ${n.domain} module's routes are given. */
export type ${n.domainPascal}Deps = { db: Db };
`;

/** A new domain's public face: its one plugin, which registers each routes file of the domain the same way. */
export const indexFile = (n: Spec) => `import { moduleOf } from '../../http/module';
import type { ${n.domainPascal}Deps } from './${n.domain}.deps';
${routesImport(n)}

/** The ${n.domain} module's public face: what the app and other modules may use of it. */
export type { ${n.domainPascal}Deps } from './${n.domain}.deps';
export const ${n.domainCamel}Module = moduleOf<${n.domainPascal}Deps>(${n.camel}Routes);
`;
export const routesImport = (n: Spec) => `import { ${n.camel}Routes } from './${n.entity}.routes';`;

export const pageFile = (n: Spec) => `import type { InputOf } from '@cloud-exam/contract/endpoint';
import { ${n.upper}_NAME_MAX, type ${n.pascal}, ${n.camel}Api } from '@cloud-exam/contract/${n.domain}/${n.entity}';
import { Card, Form, Input, InputNumber, Radio, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, StatusFilter, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';

type Values = InputOf<typeof ${n.camel}Api.add>;

/** ${n.title.en}: search, add, edit, delete. */
export default function ${n.pascal}Page() {
  const { t } = useTranslation(['${n.domain}', 'list']);
  const list = useListPage(${n.camel}Api.page);
  const statusOptions = useStatusOptions();
  const act = useRowAction([${n.camel}Api.page]);
  const dialog = useEditDialog<${n.pascal}, Values>({
    toValues: (row) => (row ? { ...row, remark: row.remark ?? undefined } : { sort: 0, status: 1 }),
    save: (values, row) => (row ? call(${n.camel}Api.edit, { ...values, id: row.id }) : call(${n.camel}Api.add, values)),
    refresh: [${n.camel}Api.page],
  });

  return (
    <Card title={t('${n.camel}.title')} extra={<ListActions addLabel={t('${n.camel}.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('${n.camel}.search')} width={240} value={list.filter.name} onSearch={(name) => list.narrow({ name })} />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('list:name'), dataIndex: 'name' },
          { title: t('list:sort'), dataIndex: 'sort', width: 80 },
          { title: t('list:status'), dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} /> },
          { title: t('list:createTime'), dataIndex: 'createTime', width: 170, render: dateTime },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, row: ${n.pascal}) => (
              <RowActions
                onEdit={() => dialog.show(row)}
                deleteTitle={t('${n.camel}.confirmDelete', { name: row.name })}
                onDelete={() => act(call(${n.camel}Api.remove, { id: row.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="${n.camel}" addTitle={t('${n.camel}.add')} editTitle={t('${n.camel}.edit')}>
        <Form.Item
          name="name"
          label={t('list:name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('list:name') }) }, { max: ${n.upper}_NAME_MAX }]}
        >
          <Input maxLength={${n.upper}_NAME_MAX} />
        </Form.Item>
        <Form.Item name="sort" label={t('list:sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('list:remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
`;

export const webRoutesFile = (n: Spec) => `import { AppstoreOutlined } from '@ant-design/icons';
import { Authority } from '@cloud-exam/contract/authorities';
import type { ConsoleRoute } from '../../lib/route-table';

/** The ${n.domain} pages of the console, each requiring its authority. */
const ${n.domainCamel}: Pick<ConsoleRoute, 'menu' | 'group' | 'authorities'> = { menu: true, group: '${n.domainCamel}', authorities: [Authority.${n.authority}] };

export const ${n.domainCamel}Routes: ConsoleRoute[] = [
${webRoute(n)}
  // new:module adds routes above this line
];
`;
export const webRoute = (n: Spec) =>
  `  { ...${n.domainCamel}, path: '/${n.domain}/${n.entity}', titleKey: '${n.domain}:${n.camel}.title', icon: <AppstoreOutlined />, load: () => import('./pages/${n.entity}-page') },`;

/** The texts of an entity's page, in each language, from its name in each. */
export const entityTexts = (title: Labels) => ({
  zh: { title: title.zh, add: `新增${title.zh}`, edit: `编辑${title.zh}`, search: '搜索名称', confirmDelete: '确定删除“{{name}}”吗？' },
  en: {
    title: title.en,
    add: `Add ${title.en.toLowerCase()}`,
    edit: `Edit ${title.en.toLowerCase()}`,
    search: 'Search by name',
    confirmDelete: 'Delete “{{name}}”?',
  },
  es: {
    title: title.es,
    add: `Añadir ${title.es.toLowerCase()}`,
    edit: `Editar ${title.es.toLowerCase()}`,
    search: 'Buscar por nombre',
    confirmDelete: '¿Eliminar «{{name}}»?',
  },
  ja: {
    title: title.ja,
    add: `${title.ja}を追加`,
    edit: `${title.ja}を編集`,
    search: '名称で検索',
    confirmDelete: '「{{name}}」を削除しますか？',
  },
  ko: {
    title: title.ko,
    add: `${title.ko} 추가`,
    edit: `${title.ko} 수정`,
    search: '이름으로 검색',
    confirmDelete: '"{{name}}"을(를) 삭제하시겠습니까?',
  },
});
