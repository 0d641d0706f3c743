import { BLANK_MARK } from '@cloud-exam/contract/rich-text';
import { Node } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';

/**
 * A fill-in blank, `<span data-blank="N">`, numbered 1, 2, 3 … in document order after every change. The editor
 * shows its number with CSS (rich-text.css).
 */
export const Blank = Node.create({
  name: 'blank',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    n: {
      default: 1,
      parseHTML: (element) => Number(element.getAttribute('data-blank')) || 1,
      renderHTML: ({ n }) => ({ 'data-blank': n }),
    },
  }),
  parseHTML: () => [{ tag: 'span[data-blank]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', HTMLAttributes],
  renderText: () => BLANK_MARK,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const tr = state.tr;
          let n = 0;
          state.doc.descendants((node, pos) => {
            if (node.type.name !== this.name) return;
            n++;
            if (node.attrs.n !== n) tr.setNodeMarkup(pos, undefined, { n });
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});
