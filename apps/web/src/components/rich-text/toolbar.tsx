import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  FunctionOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BlankIcon, SubscriptIcon, SuperscriptIcon } from './icons';
import { usable } from './use-field-editor';

type Run = (chain: ChainedCommands) => ChainedCommands;

const MARKS = [
  ['bold', <BoldOutlined />, (c) => c.toggleBold()],
  ['italic', <ItalicOutlined />, (c) => c.toggleItalic()],
  ['underline', <UnderlineOutlined />, (c) => c.toggleUnderline()],
  ['strike', <StrikethroughOutlined />, (c) => c.toggleStrike()],
  ['subscript', <SubscriptIcon />, (c) => c.toggleSubscript()],
  ['superscript', <SuperscriptIcon />, (c) => c.toggleSuperscript()],
  ['code', <CodeOutlined />, (c) => c.toggleCode()],
] as const satisfies readonly (readonly [string, ReactNode, Run])[];

const BLOCKS = {
  paragraph: (c) => c.setParagraph(),
  heading3: (c) => c.toggleHeading({ level: 3 }),
  heading4: (c) => c.toggleHeading({ level: 4 }),
  blockquote: (c) => c.toggleBlockquote(),
  codeBlock: (c) => c.toggleCodeBlock(),
} satisfies Record<string, Run>;

const TABLE = {
  addRowBefore: (c) => c.addRowBefore(),
  addRowAfter: (c) => c.addRowAfter(),
  addColumnBefore: (c) => c.addColumnBefore(),
  addColumnAfter: (c) => c.addColumnAfter(),
  deleteRow: (c) => c.deleteRow(),
  deleteColumn: (c) => c.deleteColumn(),
  mergeCells: (c) => c.mergeCells(),
  splitCell: (c) => c.splitCell(),
  toggleHeaderRow: (c) => c.toggleHeaderRow(),
  deleteTable: (c) => c.deleteTable(),
} satisfies Record<string, Run>;

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/**
 * The editor's toolbar: every button named in the user's language and showing whether it is on; all are off while
 * there is no editor. Made anew for each editor (its state follows the editor it was made with).
 */
export function Toolbar({
  editor,
  blanks,
  disabled,
  onLink,
  onImage,
  onFormula,
}: {
  editor: Editor | null;
  blanks: boolean;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
  onFormula: () => void;
}) {
  const { t } = useTranslation('rich-text');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      usable(e)
        ? {
            marks: Object.fromEntries(MARKS.map(([name]) => [name, e.isActive(name)])),
            link: e.isActive('link'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            inTable: e.isActive('table'),
            table: Object.fromEntries(
              Object.entries(TABLE).map(([name, run]) => [name, e.isActive('table') && run(e.can().chain()).run()]),
            ),
            undo: e.can().undo(),
            redo: e.can().redo(),
          }
        : null,
  });
  const off = disabled || !state;
  const run = (command: Run) => editor && command(editor.chain().focus()).run();

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t('toolbar')}>
      <ToolButton label={t('undo')} icon={<UndoOutlined />} disabled={disabled || !state?.undo} onClick={() => run((c) => c.undo())} />
      <ToolButton label={t('redo')} icon={<RedoOutlined />} disabled={disabled || !state?.redo} onClick={() => run((c) => c.redo())} />
      {MARKS.map(([name, icon, command]) => (
        <ToolButton key={name} label={t(name)} icon={icon} active={state?.marks[name]} disabled={off} onClick={() => run(command)} />
      ))}
      <Dropdown
        disabled={off}
        trigger={['click']}
        menu={{
          items: Object.keys(BLOCKS).map((name) => ({ key: name, label: t(`block.${name}`) })),
          onClick: ({ key }) => run(BLOCKS[key as keyof typeof BLOCKS]),
        }}
      >
        <Button type="text" size="small" icon={<FontSizeOutlined />} aria-label={t('block.title')} />
      </Dropdown>
      <ToolButton
        label={t('bulletList')}
        icon={<UnorderedListOutlined />}
        active={state?.bulletList}
        disabled={off}
        onClick={() => run((c) => c.toggleBulletList())}
      />
      <ToolButton
        label={t('orderedList')}
        icon={<OrderedListOutlined />}
        active={state?.orderedList}
        disabled={off}
        onClick={() => run((c) => c.toggleOrderedList())}
      />
      <ToolButton label={t('link.title')} icon={<LinkOutlined />} active={state?.link} disabled={off} onClick={onLink} />
      <ToolButton label={t('image.title')} icon={<PictureOutlined />} disabled={off} onClick={onImage} />
      <Dropdown
        disabled={off}
        trigger={['click']}
        menu={{
          items: [
            { key: 'insert', label: t('table.insert'), disabled: state?.inTable },
            { type: 'divider' },
            ...Object.keys(TABLE).map((name) => ({ key: name, label: t(`table.${name}`), disabled: !state?.table[name] })),
          ],
          onClick: ({ key }) =>
            run(key === 'insert' ? (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) : TABLE[key as keyof typeof TABLE]),
        }}
      >
        <Button type="text" size="small" icon={<TableOutlined />} aria-label={t('table.title')} />
      </Dropdown>
      <ToolButton label={t('formula.insert')} icon={<FunctionOutlined />} disabled={off} onClick={onFormula} />
      {blanks && (
        <ToolButton
          label={t('blank.insert')}
          icon={<BlankIcon />}
          disabled={off}
          onClick={() => run((c) => c.insertContent({ type: 'blank' }))}
        />
      )}
    </div>
  );
}
