import { ENCLOSURE_TYPES, examCandidateApi, signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import { call } from '../../api/call';

/**
 * A file straight into the file store by the credential `getBucketTempCredential` gives: with a bucket, a presigned
 * PUT there and then its confirmation (which checks the content); with the local store (or a type the bucket would
 * not take as stated), this server's signed address.
 */
export async function uploadToStore(file: File) {
  // A bucket takes only the type the browser states, and a browser names some files its own way (a zip on Windows as
  // application/x-zip-compressed, an unknown one as nothing): those go through this server, which tells by content.
  const stated = (ENCLOSURE_TYPES as readonly string[]).includes(file.type);
  const credential = await call(
    examCandidateApi.tempCredential,
    stated ? { purpose: 'enclosure', size: file.size, contentType: file.type } : { purpose: 'enclosure' },
  );
  if (credential.mode === 'signed') return call(signedUploadApi.upload, { token: credential.uploadUrl.split('/').pop()!, file });
  const put = await fetch(credential.uploadUrl, { method: credential.method, headers: credential.headers, body: file });
  if (!put.ok) throw new Error(`the file store refused the upload (HTTP ${put.status})`);
  return call(signedUploadApi.confirm, { token: credential.confirmToken, name: file.name });
}
