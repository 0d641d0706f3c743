import type { Editor } from '@tiptap/core';
import { useEditor, type UseEditorOptions } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';

/** Whether there is an editor to use: not while tiptap answers none, nor one it has destroyed. */
export const usable = (editor: Editor | null): editor is Editor => !!editor && !editor.isDestroyed;

/**
 * tiptap's editor of a form field: it starts from the field's value, writes its HTML out through onChange and takes a
 * new value from the form without echoing it back. Answers null while there is no editor to use.
 *
 * tiptap destroys its editor a moment after the component's effects are torn down and answers null until they run
 * again, when it makes a new editor from the first content it was given. React tears them down whenever the console
 * hides a page behind another tag (Activity) and runs them again when the page is shown, so the page comes back to
 * no editor for a moment, then to a new one, which is given the field's value here.
 */
export function useFieldEditor(
  value: string,
  onChange: ((html: string) => void) | undefined,
  options: Omit<UseEditorOptions, 'content' | 'onUpdate'> & { editable: boolean },
): Editor | null {
  const [content] = useState(value);
  /** The editor and the HTML it last wrote out or took in, so that a value coming back from the form is not set again. */
  const known = useRef<{ editor: Editor | null; html: string }>({ editor: null, html: value });
  // Typed as never null (tiptap's immediatelyRender), which it is when tiptap has destroyed its editor.
  const editor: Editor | null = useEditor({
    ...options,
    content,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      known.current = { editor: e, html };
      onChange?.(html);
    },
  });

  useEffect(() => {
    if (!usable(editor)) return;
    // a new editor holds what it was made with
    const held = known.current.editor === editor ? known.current.html : content;
    known.current = { editor, html: value };
    if (held !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, content]);

  const { editable } = options;
  useEffect(() => {
    if (usable(editor)) editor.setEditable(editable, false);
  }, [editor, editable]);

  return usable(editor) ? editor : null;
}
