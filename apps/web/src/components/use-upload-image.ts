import { storedFileApi } from '@cloud-exam/contract/files/stored-file';
import { useCallback } from 'react';
import { call } from '../api/call';

/** Uploads an image pasted, dropped or picked in the editor to the file store; answers its address. */
export function useUploadImage() {
  return useCallback(async (file: File) => {
    const stored = await call(storedFileApi.upload, { purpose: 'image', file });
    return { url: stored.url };
  }, []);
}
