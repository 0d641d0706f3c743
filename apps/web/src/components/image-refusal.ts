import { UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { currentLanguage } from '../i18n/i18n';

/** Why an image picked for upload would be refused (the server's rule and message), or undefined when it is fine. */
export function imageRefusal(file: File, maxBytes: number): string | undefined {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return errorMessage(ErrorCodes.imageType, currentLanguage());
  if (file.size > maxBytes) return errorMessage(ErrorCodes.imageTooLarge, currentLanguage(), { max: maxBytes / 1024 });
  return undefined;
}
