import { isSafeImageSrc, isSafeLink } from '@cloud-exam/contract/rich-text';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { Blank } from './blank-node';
import { BlockFormula, type FormulaEdit, InlineFormula } from './formula-nodes';
import { ImageFiles } from './image-files';

/** Cells keep colspan and rowspan (written when above 1); widths and alignment are not part of stored rich text. */
const span = (name: 'colspan' | 'rowspan') => ({
  default: 1,
  parseHTML: (element: HTMLElement) => Number(element.getAttribute(name)) || 1,
  renderHTML: (attributes: Record<string, number>) => (attributes[name]! > 1 ? { [name]: attributes[name] } : {}),
});
const cellAttributes = () => ({ colspan: span('colspan'), rowspan: span('rowspan'), colwidth: { default: null, rendered: false } });

/**
 * The editor's schema, written out in the contract's HTML conventions (@cloud-exam/contract/rich-text): nothing it
 * writes is taken away by the server's sanitiser.
 */
export function richTextExtensions({
  blanks,
  placeholder,
  editFormula,
}: {
  blanks: boolean;
  placeholder?: string;
  editFormula: (formula: FormulaEdit) => void;
}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [3, 4] },
      horizontalRule: false,
      link: { openOnClick: false, isAllowedUri: isSafeLink },
    }),
    Subscript,
    Superscript,
    Table.extend({ renderHTML: () => ['table', ['tbody', 0]] }),
    TableRow,
    TableHeader.extend({ addAttributes: cellAttributes }),
    TableCell.extend({ addAttributes: cellAttributes }),
    Image.extend({
      addAttributes: () => ({ src: { default: null }, alt: { default: null }, width: { default: null }, height: { default: null } }),
      parseHTML: () => [{ tag: 'img[src]', getAttrs: (element) => (isSafeImageSrc(element.getAttribute('src') ?? '') ? null : false) }],
    }).configure({ inline: true }),
    ImageFiles,
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
    InlineFormula.configure({ edit: editFormula }),
    BlockFormula.configure({ edit: editFormula }),
    ...(blanks ? [Blank] : []),
  ];
}
