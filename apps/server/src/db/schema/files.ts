import { UPLOAD_PURPOSES_SIGNED } from '@cloud-exam/contract/exam/exam-candidate';
import { customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tokens } from './account';
import { memberOwned, offices, users } from './org';

/** Bytes kept in a row. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * What each stored file is for: an uploaded 'image' or 'media' (audio, video), an institution's 'logo', a member's
 * 'avatar' — all served to whoever holds the key — a 'download' of the download centre, which only its owner
 * fetches, through the download centre, an 'upload' kept for a job to read (an import's file), or a candidate's
 * camera 'snapshot' during an exam — these two never served by their key.
 */
export const STORED_FILE_PURPOSES = ['image', 'media', 'logo', 'avatar', 'download', 'attachment', 'upload', 'snapshot'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/** Every file in the file store (lib/file-store.ts), under its random key: what it is, whose, how large. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    /** The institution it was kept for; null for an avatar, which is the person's in every institution. */
    officeId: uuid('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STORED_FILE_PURPOSES }).notNull(),
    /** The type its content was found to be, as it is served. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The name it was uploaded or made with. */
    name: text('name').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_office_idx').on(t.officeId), index('stored_files_same_idx').on(t.officeId, t.sha256)],
);

/**
 * A file produced for one user (an export, later reports and packages): the download centre lists these for
 * FILE_TASK_KEEP_DAYS. The file itself is in the file store under `file_key`.
 */
export const fileTasks = pgTable(
  'file_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...memberOwned(),
    systemId: text('system_id').notNull(),
    fileType: text('file_type').notNull(),
    fileName: text('file_name').notNull(),
    /** 0 being made, 1 ready, 2 failed. */
    status: smallint('status').notNull().default(0),
    mime: text('mime'),
    size: integer('size'),
    fileKey: text('file_key').references(() => storedFiles.key),
    /**
     * Where files were kept before the file store: the start-up move (modules/files/inline-files.ts) takes what is
     * left here into the store and empties it. A later migration drops it.
     */
    content: bytea('content'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('file_tasks_owner_idx').on(t.userId, t.officeId, t.createdAt), index('file_tasks_expires_idx').on(t.expiresAt)],
);

/**
 * An upload address handed out by getBucketTempCredential: good for one file, for its minutes, while the session
 * that asked for it lasts (the row goes with the session's sign-out; a disabled member's session no longer resolves).
 * Only the SHA-256 of the address's token is kept. With a bucket, `key` is where the browser puts the file.
 */
export const signedUploads = pgTable(
  'signed_uploads',
  {
    tokenHash: text('token_hash').primaryKey(),
    ...memberOwned(),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => tokens.tokenHash, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: UPLOAD_PURPOSES_SIGNED }).notNull(),
    key: text('key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a file was taken at the address; an upload refused for its content frees it again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('signed_uploads_expiry_idx').on(t.expiresAt), index('signed_uploads_session_idx').on(t.sessionTokenHash)],
);
