import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The pieces every list page shares: status tag and filter, search box, the buttons above the list, row actions. */

export function StatusTag({ status, offLabel }: { status: number; offLabel?: string }) {
  const { t } = useTranslation('list');
  return status === 1 ? <Tag color="success">{t('active')}</Tag> : <Tag color="error">{offLabel ?? t('disabled')}</Tag>;
}

export function useStatusOptions(offLabel?: string) {
  const { t } = useTranslation('list');
  return [
    { value: 1, label: t('active') },
    { value: 0, label: offLabel ?? t('disabled') },
  ];
}

/** A list's search box, showing the list's current search; an emptied box searches for everything again. */
export function SearchFilter({
  placeholder,
  value,
  width = 260,
  onSearch,
}: {
  placeholder: string;
  value?: string;
  width?: number;
  onSearch: (text?: string) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // The list's search can change without this box (a link, the menu, a tag): then show what the list shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <Input.Search
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      style={{ width }}
      onChange={(e) => setText(e.target.value)}
      onSearch={(search) => onSearch(search || undefined)}
    />
  );
}

/** A list's status filter: active, disabled, or (cleared) both. */
export function StatusFilter({ value, onChange }: { value?: number; onChange: (status?: number) => void }) {
  const { t } = useTranslation('list');
  return (
    <Select
      allowClear
      aria-label={t('status')}
      placeholder={t('status')}
      style={{ width: 120 }}
      value={value}
      options={useStatusOptions()}
      onChange={onChange}
    />
  );
}

/** A list's choice filter, named by its label (shown as the placeholder unless one is given); cleared, it filters nothing. */
export function SelectFilter<V extends string | number>({
  label,
  placeholder,
  value,
  options,
  width = 180,
  disabled,
  searchable,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value?: V;
  options?: { value: V; label: string }[];
  width?: number;
  disabled?: boolean;
  /** Type to narrow the options down (long lists). */
  searchable?: boolean;
  onChange: (value?: V) => void;
}) {
  return (
    <Select<V>
      allowClear
      showSearch={searchable}
      optionFilterProp="label"
      aria-label={label}
      placeholder={placeholder ?? label}
      style={{ width }}
      value={value}
      options={options}
      disabled={disabled}
      onChange={(v) => onChange(v ?? undefined)}
    />
  );
}

/** The buttons above a list: add (its props may disable it), then import and export where the list has them. */
export function ListActions({
  addLabel,
  onAdd,
  addProps,
  onImport,
  onExport,
}: {
  addLabel: string;
  onAdd: () => void;
  addProps?: ButtonProps;
  onImport?: () => void;
  onExport?: () => void;
}) {
  const { t } = useTranslation('list');
  return (
    <Space>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} {...addProps}>
        {addLabel}
      </Button>
      {onImport && (
        <Button icon={<UploadOutlined />} onClick={onImport}>
          {t('action.import')}
        </Button>
      )}
      {onExport && (
        <Button icon={<DownloadOutlined />} onClick={onExport}>
          {t('action.export')}
        </Button>
      )}
    </Space>
  );
}

/** Disable or enable someone's account, behind a confirm that names them. */
export function StatusToggle({ status, name, onToggle }: { status: number; name: string; onToggle: (status: number) => Promise<unknown> }) {
  const { t } = useTranslation('list');
  const active = status === 1;
  return (
    <Popconfirm title={t(active ? 'confirmDisable' : 'confirmEnable', { name })} onConfirm={() => onToggle(active ? 0 : 1)}>
      <Button type="link" size="small">
        {active ? t('disable') : t('enable')}
      </Button>
    </Popconfirm>
  );
}

/** Edit, then delete behind a confirm (omitted without onDelete), then any further actions. */
export function RowActions({
  onEdit,
  deleteTitle,
  onDelete,
  children,
}: {
  onEdit: () => void;
  deleteTitle?: string;
  onDelete?: () => Promise<unknown>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('list');
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit}>
        {t('action.edit')}
      </Button>
      {children}
      {onDelete && (
        <Popconfirm title={deleteTitle} onConfirm={onDelete}>
          <Button type="link" size="small" danger>
            {t('action.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
