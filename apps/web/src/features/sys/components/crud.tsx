import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import type { TablePaginationConfig } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The pieces every /sys list shares: status tag and options, row actions, server paging, the add/edit dialog. */

export function StatusTag({ status, offLabel }: { status: number; offLabel?: string }) {
  const { t } = useTranslation('sys');
  return status === 1 ? <Tag color="green">{t('active')}</Tag> : <Tag color="red">{offLabel ?? t('disabled')}</Tag>;
}

export function useStatusOptions(offLabel?: string) {
  const { t } = useTranslation('sys');
  return [
    { value: 1, label: t('active') },
    { value: 0, label: offLabel ?? t('disabled') },
  ];
}

/** A list's search box; an emptied box searches for everything again. */
export function SearchFilter({
  placeholder,
  width = 260,
  onSearch,
}: {
  placeholder: string;
  width?: number;
  onSearch: (text?: string) => void;
}) {
  return <Input.Search allowClear placeholder={placeholder} style={{ width }} onSearch={(text) => onSearch(text || undefined)} />;
}

/** A list's status filter: active, disabled, or (cleared) both. */
export function StatusFilter({ onChange }: { onChange: (status?: number) => void }) {
  const { t } = useTranslation('sys');
  return <Select allowClear placeholder={t('status')} style={{ width: 120 }} options={useStatusOptions()} onChange={onChange} />;
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
  const { t } = useTranslation('sys');
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
  const { t } = useTranslation('sys');
  const active = status === 1;
  return (
    <Popconfirm title={t(active ? 'user.confirmDisable' : 'user.confirmEnable', { name })} onConfirm={() => onToggle(active ? 0 : 1)}>
      <Button type="link" size="small">
        {active ? t('user.disable') : t('user.enable')}
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
  const { t } = useTranslation('sys');
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

/** A filter change: back to the first page with the changed fields. */
export const narrowed = <F extends { current: number }>(filter: F, changes: Partial<F>): F => ({ ...filter, ...changes, current: 1 });

/** antd pagination for a list paged on the server. */
export function usePagination<F extends { current: number; size: number }>(
  filter: F,
  setFilter: (f: F) => void,
  total = 0,
): TablePaginationConfig {
  const { t } = useTranslation('sys');
  return {
    current: filter.current,
    pageSize: filter.size,
    total,
    showSizeChanger: true,
    showTotal: (count) => t('total', { count }),
    onChange: (current, size) => setFilter({ ...filter, current, size }),
  };
}

/**
 * The add/edit dialog of a list: `open()` adds, `open(row)` edits; `submit` validates, saves, says so, closes
 * and refreshes the lists under `queryKey`.
 */
export function useEditDialog<Row, Values>({
  toValues,
  save,
  queryKey,
}: {
  toValues: (row?: Row) => Partial<Values>;
  save: (values: Values, row?: Row) => Promise<unknown>;
  queryKey: unknown[];
}) {
  const { t } = useTranslation('sys');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<{ row?: Row }>();
  return {
    form,
    open: editing !== undefined,
    row: editing?.row,
    show: (row?: Row) => {
      setEditing({ row });
      form.setFieldsValue(toValues(row) as Parameters<typeof form.setFieldsValue>[0]);
    },
    close: () => setEditing(undefined),
    submit: async () => {
      const values = await form.validateFields();
      await save(values, editing?.row);
      message.success(t('saved'));
      setEditing(undefined);
      await queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** Runs a row action, says it is done and refreshes the lists under `queryKey`. */
export function useRowAction(queryKey: unknown[]) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (work: Promise<unknown>, done: string) => {
    await work;
    message.success(done);
    await queryClient.invalidateQueries({ queryKey });
  };
}
