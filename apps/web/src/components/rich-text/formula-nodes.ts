import { Node } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { renderLatex } from './latex';

/** A formula the author asked to edit: its source, its kind and where it stands. */
export type FormulaEdit = { latex: string; display: boolean; pos: number };
type FormulaOptions = { edit: (formula: FormulaEdit) => void };

/**
 * A formula as an atom node: `<span data-latex>` inline, `<div data-latex>` on its own line. The editor draws it
 * with KaTeX; a click, or Enter while it is selected, asks to edit it.
 */
function formulaNode(name: string, display: boolean) {
  const tag = display ? 'div' : 'span';
  return Node.create<FormulaOptions>({
    name,
    group: display ? 'block' : 'inline',
    inline: !display,
    atom: true,
    selectable: true,
    addOptions: () => ({ edit: () => undefined }),
    addAttributes: () => ({
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        renderHTML: ({ latex }) => ({ 'data-latex': latex }),
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-latex]` }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes],
    renderText: ({ node }) => node.attrs.latex,
    addKeyboardShortcuts() {
      return {
        Enter: ({ editor }) => {
          const { selection } = editor.state;
          if (!(selection instanceof NodeSelection) || selection.node.type.name !== name) return false;
          this.options.edit({ latex: selection.node.attrs.latex, display, pos: selection.from });
          return true;
        },
      };
    },
    addNodeView() {
      return ({ node, getPos, editor }) => {
        const dom = document.createElement(tag);
        let latex = '';
        const draw = (source: string) => {
          latex = source;
          dom.dataset.latex = source;
          renderLatex(dom, source, display);
        };
        draw(node.attrs.latex);
        dom.addEventListener('click', () => {
          const pos = getPos();
          if (editor.isEditable && pos !== undefined) this.options.edit({ latex, display, pos });
        });
        return {
          dom,
          update: (updated) => {
            if (updated.type !== node.type) return false;
            draw(updated.attrs.latex);
            return true;
          },
          ignoreMutation: () => true,
        };
      };
    },
  });
}

export const InlineFormula = formulaNode('formula', false);
export const BlockFormula = formulaNode('formulaBlock', true);
