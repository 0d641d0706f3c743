import { RICH_TEXT_SAMPLE } from '@cloud-exam/contract/rich-text.sample';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { richTextExtensions } from './extensions';

vi.hoisted(() => Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat' }));

const made: Editor[] = [];
const editorWith = (content: string, blanks = true) => {
  const editor = new Editor({ extensions: richTextExtensions({ blanks, editFormula: () => undefined }), content });
  made.push(editor);
  return editor;
};
// An editor left alive keeps a timer of its DOM observer, which could fire once the page's document is gone.
afterEach(() => made.splice(0).forEach((editor) => editor.destroy()));

describe("the editor's schema", () => {
  it('writes back every construct of the conventions as it read it', () => {
    expect(editorWith(RICH_TEXT_SAMPLE).getHTML()).toBe(RICH_TEXT_SAMPLE);
  });

  it('takes in only what the conventions allow', () => {
    const pasted =
      '<h1 style="color:red">Title</h1><p class="x">a<img src="data:image/png;base64,AA=="><img src="javascript:x"><img src="//evil.example/a.png">' +
      '<a href="javascript:alert(1)">j</a><span data-latex="x" class="katex"><span>x</span></span></p><hr>' +
      '<table style="width:100px"><colgroup><col style="width:50px"></colgroup><tbody><tr><td style="text-align:right" colwidth="50">c</td></tr></tbody></table>';
    expect(editorWith(pasted).getHTML()).toBe(
      '<p>Title</p><p>aj<span data-latex="x"></span></p><table><tbody><tr><td><p>c</p></td></tr></tbody></table>',
    );
  });

  it('numbers blanks in document order after every change', () => {
    const editor = editorWith('<p>a<span data-blank="1"></span>b<span data-blank="2"></span></p>');
    editor.commands.insertContentAt(1, { type: 'blank' });
    expect(editor.getHTML()).toBe('<p><span data-blank="1"></span>a<span data-blank="2"></span>b<span data-blank="3"></span></p>');
    editor.commands.deleteRange({ from: 1, to: 3 });
    expect(editor.getHTML()).toBe('<p><span data-blank="1"></span>b<span data-blank="2"></span></p>');
  });

  it('has no blanks unless asked', () => {
    expect(editorWith('<p>a<span data-blank="1"></span></p>', false).getHTML()).toBe('<p>a</p>');
  });
});
