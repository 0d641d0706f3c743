import { UPLOAD_IMAGE_TYPES } from '@cloud-exam/contract/constants';
import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usable } from './use-field-editor';

export const IMAGE_TYPES: readonly string[] = UPLOAD_IMAGE_TYPES;

/**
 * Uploads images picked, pasted or dropped (the editor's `imageFiles` event) one after another through onUpload,
 * and puts each at the cursor by its address while the editor is there; says why one could not be added.
 */
export function useImageUpload(editor: Editor | null, onUpload: (file: File) => Promise<{ url: string }>) {
  const { t } = useTranslation('rich-text');
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<string>();

  const upload = useCallback(
    async (files: File[]) => {
      setError(undefined);
      for (const file of files) {
        if (!IMAGE_TYPES.includes(file.type)) {
          setError(t('image.type'));
          continue;
        }
        setPending((n) => n + 1);
        try {
          const { url } = await onUpload(file);
          if (usable(editor)) editor.chain().focus().setImage({ src: url, alt: '' }).run();
        } catch (reason) {
          setError(t('image.failed', { reason: reason instanceof Error ? reason.message : String(reason) }));
        } finally {
          setPending((n) => n - 1);
        }
      }
    },
    [editor, onUpload, t],
  );

  useEffect(() => {
    if (!usable(editor)) return;
    editor.on('imageFiles', upload);
    return () => void editor.off('imageFiles', upload);
  }, [editor, upload]);

  return { upload, uploading: pending > 0, error };
}
