import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import { EditorContent } from '@tiptap/react';
import { Typography } from 'antd';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions } from './extensions';
import { FormulaDialog, type FormulaDraft } from './formula-dialog';
import { LinkDialog } from './link-dialog';
import { Toolbar } from './toolbar';
import { useFieldEditor } from './use-field-editor';
import { IMAGE_TYPES, useImageUpload } from './use-image-upload';
import './rich-text.css';

export type RichTextEditorProps = {
  /** The HTML (see @cloud-exam/contract/rich-text); '' when empty. With onChange, what antd's Form.Item passes. */
  value?: string;
  onChange?: (html: string) => void;
  /** Stores an image pasted, dropped or picked, and answers its address (http(s) or relative). */
  onUpload: (file: File) => Promise<{ url: string }>;
  /**
   * The most characters of plain text (richTextPlain: a formula counts as its LaTeX): a counter shows how many are
   * used, in red beyond. It does not stop typing; the form's rule and the server refuse more.
   */
  maxLength?: number;
  /** Offers fill-in blanks (cloze items). Fixed when the editor is made, like placeholder. */
  blanks?: boolean;
  disabled?: boolean;
  /** A short field (an option, a pair): a box one or two lines high that grows with its content. */
  compact?: boolean;
  placeholder?: string;
  /** Given by antd's Form.Item, with the aria-* below: they go to the text box. */
  id?: string;
  /** The text box's name. Pass the field's label: a label element cannot name an editable div. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The rich-text editor of item stems, options and explanations: marks, headings, lists, tables, links, images
 * (uploaded through onUpload, never kept as data: addresses), formulas in LaTeX and, with `blanks`, numbered blanks.
 */
export function RichTextEditor({
  value = '',
  onChange,
  onUpload,
  maxLength,
  blanks = false,
  disabled = false,
  compact = false,
  placeholder,
  id,
  'aria-label': label,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
}: RichTextEditorProps) {
  const { t } = useTranslation('rich-text');
  const [formula, setFormula] = useState<FormulaDraft>();
  const [link, setLink] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const [extensions] = useState(() => richTextExtensions({ blanks, placeholder, editFormula: setFormula }));
  const invalid = String(ariaInvalid) === 'true';
  const required = String(ariaRequired) === 'true';
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { class: 'rich-text rich-text-content', role: 'textbox', 'aria-multiline': 'true' };
    if (id) attributes.id = id;
    if (label) attributes['aria-label'] = label;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    return { attributes };
  }, [id, label, describedBy, invalid, required]);
  const editor = useFieldEditor(value, onChange, { extensions, editable: !disabled, editorProps });
  const images = useImageUpload(editor, onUpload);

  const saveFormula = (latex: string, display: boolean) => {
    if (!editor) return;
    const node = { type: display ? 'formulaBlock' : 'formula', attrs: { latex } };
    const at = formula?.pos;
    const old = at === undefined ? null : editor.state.doc.nodeAt(at);
    const chain = editor.chain().focus();
    if (at !== undefined && old) chain.insertContentAt({ from: at, to: at + old.nodeSize }, node).run();
    else chain.insertContent(node).run();
    setFormula(undefined);
  };

  const saveLink = (href: string) => {
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLink(undefined);
  };

  const length = useMemo(() => (maxLength === undefined ? 0 : richTextPlain(value).length), [maxLength, value]);
  const classes = ['rich-text-editor', compact && 'is-compact', disabled && 'is-disabled', invalid && 'is-error'].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      {/* Each editor tiptap makes has a toolbar and a content of its own, which follow that editor's state. */}
      <Fragment key={editor?.instanceId ?? 'none'}>
        <Toolbar
          editor={editor}
          blanks={blanks}
          disabled={disabled}
          onLink={() => setLink(editor?.getAttributes('link').href ?? '')}
          onImage={() => picker.current?.click()}
          onFormula={() => setFormula({ latex: '', display: false })}
        />
        <EditorContent editor={editor} />
      </Fragment>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        style={{ display: 'none' }}
        aria-label={t('image.title')}
        onChange={(e) => {
          void images.upload(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {(images.uploading || images.error || maxLength !== undefined) && (
        <div className="rich-text-footer">
          {images.uploading && (
            <Typography.Text type="secondary" role="status">
              {t('image.uploading')}
            </Typography.Text>
          )}
          {images.error && (
            <Typography.Text type="danger" role="alert">
              {images.error}
            </Typography.Text>
          )}
          {maxLength !== undefined && (
            <Typography.Text className="rich-text-count" type={length > maxLength ? 'danger' : 'secondary'}>
              {length} / {maxLength}
            </Typography.Text>
          )}
        </div>
      )}
      {formula && <FormulaDialog draft={formula} onSave={saveFormula} onClose={() => setFormula(undefined)} />}
      {link !== undefined && <LinkDialog href={link} onSave={saveLink} onClose={() => setLink(undefined)} />}
    </div>
  );
}
