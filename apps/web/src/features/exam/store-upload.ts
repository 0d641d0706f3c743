import { examCandidateApi, signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import { call } from '../../api/call';

/**
 * A file straight into the file store by the credential `getBucketTempCredential` gives: with a bucket, a presigned
 * PUT there and then its confirmation (which checks the content); with the local store, this server's signed address.
 */
export async function uploadToStore(file: File) {
  const contentType = file.type || 'application/octet-stream';
  const credential = await call(examCandidateApi.tempCredential, { purpose: 'enclosure', size: file.size, contentType });
  if (credential.mode === 'signed') return call(signedUploadApi.upload, { token: credential.uploadUrl.split('/').pop()!, file });
  const put = await fetch(credential.uploadUrl, { method: credential.method, headers: credential.headers, body: file });
  if (!put.ok) throw new Error(`the file store refused the upload (HTTP ${put.status})`);
  return call(signedUploadApi.confirm, { token: credential.confirmToken, name: file.name });
}
