import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** The record of every message sent, whatever became of it. */
export const outboxRepo = (db: Db) => ({
  record: async (message: typeof outboxMessages.$inferInsert) => {
    const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
    return row!.id;
  },
});
