import { errorMessage, ErrorCodes } from '@cloud-exam/contract/errors';
import { PHOTO_IMPORT_KIND, PHOTO_ZIP_ENTRIES_MAX, PHOTO_ZIP_MAX_BYTES } from '@cloud-exam/contract/exam/exam-candidate';
import type { ImportReport } from '@cloud-exam/contract/sheet';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { uploadedFile } from '../../http/upload';
import { ArchiveRefused, openZip } from '../../lib/zip-reader';
import { recordAudit } from '../audit';
import type { FileImportSpec } from '../jobs';
import type { ExamDeps } from './exam.deps';
import { editLock, examCandidateLookups } from './exam-candidate-lookups';
import { examCandidateRepo } from './exam-candidate.repo';

/** Pictures of a photo zip kept together (their bytes, at most the reader's budget, held meanwhile). */
const PHOTOS_AT_ONCE = 500;

/** An entry name that could step outside where it is unpacked: `..` anywhere, or an absolute or drive path. */
export const unsafeEntryName = (name: string) => /^[/\\]|^[A-Za-z]:/.test(name) || name.split(/[/\\]/).some((part) => part === '..');

/**
 * Candidates' photos from a zip: the upload checked before its job is queued, then each picture matched to a
 * candidate by certificate or admission number, kept, and set with the job's end.
 */
export function createExamCandidatePhotos({
  db,
  now,
  storedFiles,
  photoZipMaxBytes = PHOTO_ZIP_MAX_BYTES,
  photosAtOnce = PHOTOS_AT_ONCE,
}: Pick<ExamDeps, 'db' | 'now' | 'storedFiles' | 'photoZipMaxBytes' | 'photosAtOnce'>) {
  const { examOf } = examCandidateLookups(db, now);
  /**
   * A photo zip's refusal as the catalogue names it: too many entries (told by the directory's end, before it is
   * read), past the reader's budget (a bomb) as too large, else unreadable.
   */
  const zipRefusal = (e: ArchiveRefused) =>
    e.reason === 'tooManyParts'
      ? new AppError(ErrorCodes.photoZipTooManyEntries, { max: PHOTO_ZIP_ENTRIES_MAX })
      : new AppError(e.reason === 'tooLarge' ? ErrorCodes.photoImportTooLarge : ErrorCodes.photoZipUnreadable);
  /** A photo zip's directory, read and checked: not a zip, too large unpacked or an unsafe name refuses it all. */
  const openPhotoZip = (data: Buffer) => {
    let zip: ReturnType<typeof openZip>;
    try {
      zip = openZip(data, { maxUnpackedBytes: photoZipMaxBytes * 2, maxParts: PHOTO_ZIP_ENTRIES_MAX });
    } catch (e) {
      throw e instanceof ArchiveRefused ? zipRefusal(e) : e;
    }
    for (const name of zip.rawNames())
      if (unsafeEntryName(name)) throw new AppError(ErrorCodes.photoZipEntryUnsafe, { name: name.slice(0, 100) });
    return zip;
  };

  return {
    /**
     * The upload of a zip of photos, checked before its job is queued: the exam open to changes, the upload read as
     * it arrives and refused past the limit, the archive's directory readable and every name safe (a `..` or
     * absolute name refuses it all). Answers its bytes, for `photoImportSpec`'s job.
     */
    async photoZip(tenant: Tenant, examId: string, request: FastifyRequest) {
      const exam = await examOf(tenant, examId);
      if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const upload = await uploadedFile(request, photoZipMaxBytes, new AppError(ErrorCodes.photoImportTooLarge));
      if (!upload) throw new AppError(ErrorCodes.uploadMissing);
      openPhotoZip(upload.data);
      return upload.data;
    },

    /**
     * A zip of photos named `<certificate number>.<ext>` or `<admission number>.<ext>` (the jobs kit runs it, the
     * upload checked by `photoZip`): each picture is inflated alone within the reader's budget, told by its content
     * and kept, PHOTOS_AT_ONCE at a time, the progress told after each; the matched candidates' photos are set with
     * the job's end. The report names every picture not taken and why.
     */
    photoImportSpec: {
      kind: PHOTO_IMPORT_KIND,
      async run({ tenant, lang, params, progress }, file) {
        const exam = await examOf(tenant, params.examId ?? '');
        if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
        const zip = openPhotoZip(file);
        const candidates = await examCandidateRepo(db, tenant).photoKeys(exam.id);
        const byId = new Map(candidates.map((c) => [c.idNumber, c]));
        const byNumber = new Map(candidates.map((c) => [c.admissionNumber.toUpperCase(), c]));
        type Entry = { name: string; base: string; candidate?: (typeof candidates)[number]; stem: string };
        const entries: Entry[] = [];
        for (const name of zip.rawNames()) {
          const base = name.split(/[/\\]/).pop() ?? '';
          if (!base || name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.')) continue;
          const stem = base
            .replace(/\.[^.]*$/, '')
            .trim()
            .toUpperCase();
          entries.push({ name, base, stem, candidate: byId.get(stem) ?? byNumber.get(stem) });
        }
        // The pictures are kept PHOTOS_AT_ONCE at a time: inflated, then told, deduplicated and stored together.
        const keys: (string | undefined)[] = [];
        const wanted = entries.flatMap((entry, at) => (entry.candidate ? [at] : []));
        const keeper = { officeId: tenant.officeId, userId: tenant.userId };
        for (let i = 0; i < wanted.length; i += photosAtOnce) {
          const batch = wanted.slice(i, i + photosAtOnce);
          const pictures: Buffer[] = [];
          try {
            for (const at of batch) pictures.push(await zip.bytes(entries[at]!.name));
          } catch (e) {
            throw e instanceof ArchiveRefused ? zipRefusal(e) : e;
          }
          // A picture past PHOTO_MAX_BYTES (the image upload's limit) is refused as one that is none.
          const kept = await storedFiles.keepPictures(keeper, pictures);
          batch.forEach((at, n) => (keys[at] = kept[n]?.key));
          await progress((i + batch.length) / wanted.length);
        }
        const errors: ImportReport['errors'] = [];
        const matched = new Map<string, { key: string; name: string }>();
        entries.forEach(({ name, base, stem, candidate }, at) => {
          const key = keys[at];
          const row = at + 1;
          if (!candidate) errors.push({ row, column: name, reason: errorMessage(ErrorCodes.photoNotMatched, lang, { name: stem }) });
          else if (!key) errors.push({ row, column: name, reason: errorMessage(ErrorCodes.photoNotImage, lang, { name: base }) });
          else matched.set(candidate.id, { key, name: candidate.name });
        });
        const write = async (tx: Db) => {
          if (!matched.size) return;
          await examCandidateRepo(tx, tenant).setPhotos(
            [...matched].map(([id, { key }]) => ({ id, photoKey: key })),
            new Date(now()),
          );
          const audited = [...matched].map(([id, { name }]) => ({
            action: 'examCandidate.photo',
            targetType: 'examCandidate',
            targetId: id,
            targetName: name,
          }));
          for (let i = 0; i < audited.length; i += 1000) await recordAudit(tx, tenant.actor, audited.slice(i, i + 1000));
        };
        return { report: { total: entries.length, imported: matched.size, errors }, write };
      },
    } satisfies FileImportSpec,
  };
}
