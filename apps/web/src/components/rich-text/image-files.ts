import { Extension } from '@tiptap/core';
import { Plugin, TextSelection } from '@tiptap/pm/state';

declare module '@tiptap/core' {
  interface EditorEvents {
    /** Images pasted or dropped, to be uploaded rather than put into the document. */
    imageFiles: [File[]];
  }
}

const images = (data: DataTransfer | null) => Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));

/** Images pasted or dropped into the editor are emitted as `imageFiles` (the editor component uploads them). */
export const ImageFiles = Extension.create({
  name: 'imageFiles',
  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        props: {
          handlePaste: (_, event) => {
            const files = images(event.clipboardData);
            // A word processor's copy carries a picture of the text beside the text: the text is what was meant.
            if (!files.length || event.clipboardData?.getData('text/plain')) return false;
            editor.emit('imageFiles', files);
            return true;
          },
          handleDrop: (view, event) => {
            const files = images(event.dataTransfer);
            if (!files.length) return false;
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
            editor.emit('imageFiles', files);
            return true;
          },
        },
      }),
    ];
  },
});
