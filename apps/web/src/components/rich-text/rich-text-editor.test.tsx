import { Form } from 'antd';
import { act, Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { cleanup, mount } from './test-kit';

vi.hoisted(() => Object.defineProperty(document, 'compatMode', { value: 'CSS1Compat' }));
afterEach(cleanup);

const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const click = (element: Element | null) =>
  act(async () => {
    element!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
const lastChange = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0];
const noUpload = () => Promise.reject(new Error('not in this test'));

/** Types into a React-controlled field as a user would. */
async function type(field: HTMLTextAreaElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('RichTextEditor', () => {
  it('names every toolbar button in the language of the page, and offers blanks only when asked', async () => {
    await mount(<RichTextEditor value="<p>x</p>" onUpload={noUpload} />);
    const names = [...document.querySelectorAll('[role=toolbar] button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Undo',
      'Redo',
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Subscript',
      'Superscript',
      'Code',
      'Paragraph style',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Image',
      'Table',
      'Insert formula',
    ]);
    await cleanup();
    await mount(<RichTextEditor value="<p>x</p>" onUpload={noUpload} blanks />);
    expect(button('Insert blank')).not.toBeNull();
  });

  it('inserts a blank and renumbers the others', async () => {
    const onChange = vi.fn();
    await mount(<RichTextEditor value={'<p>a<span data-blank="1"></span>b</p>'} onChange={onChange} onUpload={noUpload} blanks />);
    await click(button('Insert blank'));
    expect(lastChange(onChange)).toBe('<p><span data-blank="1"></span>a<span data-blank="2"></span>b</p>');
  });

  it('writes a formula in a dialog with a live KaTeX preview, and edits it on a click', async () => {
    const onChange = vi.fn();
    await mount(<RichTextEditor value="<p>a</p>" onChange={onChange} onUpload={noUpload} />);
    await click(button('Insert formula'));
    const latex = document.querySelector<HTMLTextAreaElement>('.ant-modal textarea')!;
    expect(document.querySelector(`label[for="${latex.id}"]`)?.textContent).toBe('Formula (LaTeX)');
    await type(latex, 'x^{2');
    expect(document.querySelector('[role=alert]')?.textContent).toMatch(/^KaTeX cannot read this formula: KaTeX parse error/);
    await type(latex, 'x^{2}');
    expect(document.querySelector('.rich-text-formula-preview .katex annotation')?.textContent).toBe('x^{2}');
    expect(document.querySelector('[role=alert]')).toBeNull();
    await click(document.querySelector('.ant-modal .ant-btn-primary'));
    expect(lastChange(onChange)).toBe('<p><span data-latex="x^{2}"></span>a</p>');

    await click(document.querySelector('.rich-text-content span[data-latex]'));
    const edit = document.querySelector<HTMLTextAreaElement>('.ant-modal textarea')!;
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Edit formula');
    expect(edit.value).toBe('x^{2}');
    await type(edit, '\\sqrt{2}');
    await click(document.querySelector('.ant-modal input[type=checkbox]'));
    await click(document.querySelector('.ant-modal .ant-btn-primary'));
    expect(lastChange(onChange)).toBe('<div data-latex="\\sqrt{2}"></div><p>a</p>');
  });

  it('uploads a picked image through onUpload and puts its address in the text', async () => {
    const onChange = vi.fn();
    const onUpload = vi.fn(async () => ({ url: 'cloudeFile/file/abc' }));
    await mount(<RichTextEditor value="<p>a</p>" onChange={onChange} onUpload={onUpload} />);
    const file = new File(['png'], 'circuit.png', { type: 'image/png' });
    await pick(file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(lastChange(onChange)).toBe('<p><img src="cloudeFile/file/abc" alt="">a</p>');
  });

  it('says why an image was not added', async () => {
    await mount(<RichTextEditor value="<p>a</p>" onUpload={() => Promise.reject(new Error('The file is too large'))} />);
    await pick(new File(['png'], 'big.png', { type: 'image/png' }));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('The image could not be uploaded: The file is too large');
    await pick(new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Only PNG, JPEG or WebP images can be added');
  });

  it('uploads an image pasted from the clipboard instead of keeping it in the text', async () => {
    const onUpload = vi.fn(async () => ({ url: 'cloudeFile/file/pasted' }));
    const onChange = vi.fn();
    await mount(<RichTextEditor value="<p>a</p>" onChange={onChange} onUpload={onUpload} />);
    const file = new File(['png'], 'image.png', { type: 'image/png' });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { files: [file], getData: () => '' } });
    await act(async () => {
      document.querySelector('.rich-text-content')!.dispatchEvent(paste);
    });
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(lastChange(onChange)).toBe('<p><img src="cloudeFile/file/pasted" alt="">a</p>');
  });

  it('counts plain text against maxLength, a formula as its LaTeX', async () => {
    await mount(<RichTextEditor value={'<p>H<sub>2</sub>O <span data-latex="x^2"></span></p>'} onUpload={noUpload} maxLength={6} />);
    expect(document.querySelector('.rich-text-count')?.textContent).toBe('7 / 6');
    expect(document.querySelector('.rich-text-count')?.className).toMatch(/danger/);
  });

  it('takes a new value from the form without echoing it back', async () => {
    const onChange = vi.fn();
    const { render } = await mount(<RichTextEditor value="<p>a</p>" onChange={onChange} onUpload={noUpload} />);
    await render(<RichTextEditor value="<p>b</p>" onChange={onChange} onUpload={noUpload} />);
    expect(document.querySelector('.rich-text-content')?.innerHTML).toBe('<p>b</p>');
    await render(<RichTextEditor value="" onChange={onChange} onUpload={noUpload} />);
    expect(document.querySelector('.rich-text-content')?.textContent).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is a field of antd's Form: its value, its rules, its state for assistive technology", async () => {
    const onFinish = vi.fn();
    await mount(
      <Form onFinish={onFinish}>
        <Form.Item name="stem" label="Stem" rules={[{ required: true, message: 'Write the stem' }]}>
          <RichTextEditor onUpload={noUpload} blanks aria-label="Stem" />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    const submit = () =>
      act(async () => {
        document.querySelector('button[type=submit]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    await submit();
    const textbox = document.querySelector('[role=textbox]')!;
    expect(textbox.getAttribute('aria-label')).toBe('Stem');
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.getAttribute('aria-describedby')).toBe('stem_help');
    expect(textbox.getAttribute('aria-required')).toBe('true');
    expect(document.querySelector('.rich-text-editor.is-error')).not.toBeNull();
    await click(button('Insert blank'));
    await submit();
    expect(onFinish).toHaveBeenCalledWith({ stem: '<p><span data-blank="1"></span></p>' });
  });

  it('comes back usable, with the value the form holds now, on a page shown again after being hidden behind another tag', async () => {
    const onChange = vi.fn();
    const field = (mode: 'visible' | 'hidden', value: string) => (
      <Activity mode={mode}>
        <RichTextEditor value={value} onChange={onChange} onUpload={noUpload} blanks />
      </Activity>
    );
    const { render } = await mount(field('visible', '<p>a</p>'));
    await render(field('visible', '<p>b</p>'));
    await render(field('hidden', '<p>b</p>'));
    // tiptap destroys the editor of a hidden page a moment later
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await render(field('visible', '<p>b</p>'));
    expect(document.querySelector('.rich-text-content')?.innerHTML).toBe('<p>b</p>');
    await click(button('Insert blank'));
    expect(lastChange(onChange)).toBe('<p>b<span data-blank="1"></span></p>');
  });

  it('cannot be edited when disabled', async () => {
    await mount(<RichTextEditor value="<p>a</p>" onUpload={noUpload} disabled />);
    expect(document.querySelector('.rich-text-content')?.getAttribute('contenteditable')).toBe('false');
    expect(button('Bold')?.disabled).toBe(true);
    expect(button('Insert formula')?.disabled).toBe(true);
  });
});
