import { and, eq, getTableColumns, getTableName, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The repository kit: the one place where "this row belongs to the caller's institution" is decided. A repository
 * built on `scopedRepo(table)` is opened per call with a connection or transaction and the tenant's scope, and
 * every read and write it makes carries `office_id = scope`; routes and services never write that filter.
 */
export type Scope = { officeId: string };

/** A table of institution-owned rows: an `id` key and the `office_id` of its institution. */
export type OfficeTable = PgTable & { id: PgColumn; officeId: PgColumn };

/** A page of rows; `totalCapped` when the count stopped at its cap: there are more rows than `total`. */
export type Paged<T> = { records: T[]; total: number; current: number; size: number; totalCapped?: true };
export type PageParams = { current: number; size: number };

/**
 * The total of a paged query, read in the same query as its rows: a count over the same rows (`from` with its joins,
 * and the same `where`), which PostgreSQL runs once per query. A window count (`count(*) over ()`) would also be
 * one query, but it makes every page read and sort all the rows, where a page without it stops after its own
 * (measured: the first page of 10,000 members at half the speed).
 */
export const countOf = (from: SQL | PgTable, where: SQL | undefined) =>
  sql<number>`(select cast(count(*) as int) from ${from} where ${where ?? sql`true`})`;

/**
 * A count that stops after `cap` rows. On a large table an exact total reads every matching row for each page
 * (100,000 items: a sixth of a second on PostgreSQL), where a page itself stops after its own rows.
 */
export const cappedCountOf = (from: SQL | PgTable, where: SQL | undefined, cap: number) =>
  sql<number>`(select cast(count(*) as int) from (select 1 from ${from} where ${where ?? sql`true`} limit ${cap}) as counted)`;

/**
 * A page of rows and the total count from one query. `fetch(limit, offset, countCap)` runs the query with
 * `total: countOf(…)` among its columns (`cappedCountOf(…, countCap)` when a cap is given); past the last page it
 * is asked once more, for the total (exact: past the end the list is known to be shorter than the offset). With
 * `countAhead`, the count looks that many rows past the page's first row and no further: a longer list answers
 * `totalCapped`, and its total grows as the reader pages on.
 */
export async function pageFrom<R extends { total: number }>(
  { current, size }: PageParams,
  fetch: (limit: number, offset: number, countCap?: number) => Promise<R[]>,
  countAhead?: number,
): Promise<Paged<Omit<R, 'total'>>> {
  const offset = (current - 1) * size;
  const cap = countAhead === undefined ? undefined : offset + countAhead + 1;
  const rows = await fetch(size, offset, cap);
  if (!rows.length && current > 1) {
    // Past the last page: the list holds at most `offset` rows, so a count capped just above is exact.
    const total = (await fetch(1, 0, countAhead === undefined ? undefined : offset + 1))[0]?.total ?? 0;
    return { records: [], total, current, size };
  }
  const counted = rows[0]?.total ?? 0;
  const records = rows.map(({ total: _, ...row }) => row);
  if (cap !== undefined && counted >= cap) return { records, total: cap - 1, totalCapped: true, current, size };
  return { records, total: counted, current, size };
}

type Where = SQL | undefined;

/**
 * A column named with its table, for a correlated subquery: a query over one table writes its columns without the
 * table's name, so inside a subquery over another table with a column of the same name they would mean that one.
 */
export const outer = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The names of prepared lists: a name stands for one text on a connection, so two lists may not share one. */
const preparedNames = new Set<string>();

/** A list's filters, each a condition on its value's placeholder. */
type Filters = Record<string, (value: Placeholder) => SQL | undefined>;
type Computed<X> = { [K in keyof X]: X[K] extends SQL.Aliased<infer V> | SQL<infer V> ? V : unknown };

/**
 * A paged list of an institution's rows whose query is built once for each combination of filters in use, then
 * only executed (on PostgreSQL a prepared statement, parsed and planned once per connection). Building a query
 * with Drizzle costs about as much as PostgreSQL takes to run a small one, and a list is the call a console makes
 * most. `filters` name the list's filters as conditions on a placeholder; a filter whose value is undefined or null
 * is left out. Rows come with `extra` computed columns and the total, in one query.
 */
export function preparedPage<T extends OfficeTable, F extends Filters, X extends SelectedFields = Record<string, never>>(
  table: T,
  name: string,
  spec: { filters: F; orderBy: SQL[]; extra?: X },
) {
  type Row = T['$inferSelect'] & Computed<X>;
  if (preparedNames.has(name)) throw new Error(`Two prepared lists are named ${name}`);
  preparedNames.add(name);
  const names = Object.keys(spec.filters);
  for (const reserved of ['officeId', 'limit', 'offset'])
    if (names.includes(reserved)) throw new Error(`${name}: a filter may not be named ${reserved}`);
  /** Per connection pool (a transaction would need its own), per combination of filters. */
  const built = new WeakMap<Db, Map<number, { execute(values: Record<string, unknown>): Promise<unknown> }>>();

  return (db: Db, scope: Scope, paging: PageParams, values: { [K in keyof F]?: unknown }): Promise<Paged<Row>> => {
    const used = names.filter((n) => values[n] !== undefined && values[n] !== null);
    const shape = used.reduce((bits, n) => bits | (1 << names.indexOf(n)), 0);
    const queries = built.get(db) ?? built.set(db, new Map()).get(db)!;
    let query = queries.get(shape);
    if (!query) {
      const filter = and(eq(table.officeId, sql.placeholder('officeId')), ...used.map((n) => spec.filters[n]!(sql.placeholder(n))));
      query = db
        .select({ ...getTableColumns(table), ...spec.extra, total: countOf(table, filter) })
        .from(table as PgTable)
        .where(filter)
        .orderBy(...spec.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}/${shape}`);
      queries.set(shape, query);
    }
    const given = Object.fromEntries(used.map((n) => [n, values[n]]));
    return pageFrom(
      paging,
      (limit, offset) => query.execute({ ...given, officeId: scope.officeId, limit, offset }) as Promise<(Row & { total: number })[]>,
    ) as Promise<Paged<Row>>;
  };
}

export function scopedRepo<T extends OfficeTable>(table: T) {
  type Row = T['$inferSelect'];
  type New = Omit<T['$inferInsert'], 'officeId' | 'id'>;
  // Drizzle's builders are generic over the table in ways a kit over any table cannot name; the casts stop here.
  const t = table as OfficeTable & { id: PgColumn; officeId: PgColumn };

  /** A row's institution is the scope's, whatever the values carry; an update keeps the row's id too. */
  const ownRow = <V extends object>({ officeId: _officeId, ...values }: V & { officeId?: unknown }) => values;
  const changesOnly = <V extends object>({ id: _id, ...values }: V & { id?: unknown }) => ownRow(values);

  return (db: Db, scope: Scope) => {
    /** The scope, and any further conditions. */
    const where = (...conditions: Where[]) => and(eq(t.officeId, scope.officeId), ...conditions);
    const byId = (id: string) => where(eq(t.id, id));
    return {
      where,
      async findOne(id: string): Promise<Row | undefined> {
        const rows = await db.select().from(t).where(byId(id)).limit(1);
        return rows[0] as Row | undefined;
      },
      async findMany(ids: string[]): Promise<Row[]> {
        if (!ids.length) return [];
        return (await db
          .select()
          .from(t)
          .where(where(inArray(t.id, ids)))) as Row[];
      },
      async list(options: { where?: Where; orderBy?: SQL[] } = {}): Promise<Row[]> {
        return (await db
          .select()
          .from(t)
          .where(where(options.where))
          .orderBy(...(options.orderBy ?? []))) as Row[];
      },
      async exists(condition?: Where): Promise<boolean> {
        const rows = await db
          .select({ one: sql`1` })
          .from(t)
          .where(where(condition))
          .limit(1);
        return rows.length > 0;
      },
      async count(condition?: Where): Promise<number> {
        const [row] = await db
          .select({ n: sql<number>`cast(count(*) as int)` })
          .from(t)
          .where(where(condition));
        return row?.n ?? 0;
      },
      /**
       * Rows with extra computed columns, filtered, ordered and paged, with their total, in one query; with
       * `countAhead`, a total that stops that many rows past the page (see `pageFrom`).
       */
      page<X extends SelectedFields = Record<string, never>>(
        params: PageParams & { where?: Where; orderBy?: SQL[]; extra?: X; countAhead?: number },
      ): Promise<Paged<Row & { [K in keyof X]: X[K] extends SQL.Aliased<infer V> | SQL<infer V> ? V : unknown }>> {
        const filter = where(params.where);
        return pageFrom(
          params,
          (limit, offset, countCap) =>
            db
              .select({
                ...getTableColumns(t),
                ...params.extra,
                total: countCap === undefined ? countOf(t, filter) : cappedCountOf(t, filter, countCap),
              })
              .from(t)
              .where(filter)
              .orderBy(...(params.orderBy ?? []))
              .limit(limit)
              .offset(offset),
          params.countAhead,
        ) as never;
      },
      async insert(values: New): Promise<Row> {
        const [row] = await db
          .insert(t)
          .values({ ...ownRow(values), officeId: scope.officeId } as never)
          .returning();
        return row as Row;
      },
      async insertMany(values: New[]): Promise<Row[]> {
        if (!values.length) return [];
        return (await db
          .insert(t)
          .values(values.map((v) => ({ ...ownRow(v), officeId: scope.officeId })) as never)
          .returning()) as Row[];
      },
      /** Changes one row; undefined when the institution has no such row. */
      async update(id: string, changes: Partial<New>): Promise<Row | undefined> {
        const [row] = await db
          .update(t)
          .set(changesOnly(changes) as never)
          .where(byId(id))
          .returning();
        return row as Row | undefined;
      },
      /** Removes rows by id; answers how many of them the institution had. */
      async remove(ids: string | string[]): Promise<number> {
        const list = [ids].flat();
        if (!list.length) return 0;
        const rows = await db
          .delete(t)
          .where(where(inArray(t.id, list)))
          .returning({ id: t.id });
        return rows.length;
      },
    };
  };
}
