import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams, examSubjects } from '../../db/schema';
import { outer, type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(exams);

/** The shortest of an exam's subjects in minutes (null without subjects). */
const shortestDuration = sql<number | null>`(select min(${examSubjects.duration})::int from ${examSubjects}
  where ${examSubjects.examId} = ${outer(exams.id)})`;

/** An exam's configuration (`exams.config`, by key) in the caller's institution. */
export function examConfigRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    async find(id: string) {
      const [row] = await db
        .select({ id: exams.id, name: exams.name, published: exams.published, config: exams.config, shortestDuration })
        .from(exams)
        .where(base.where(eq(exams.id, id)));
      return row;
    },
    save: (id: string, config: Record<string, unknown>, by: string, at: Date) => base.update(id, { config, updatedBy: by, updatedAt: at }),
  };
}
