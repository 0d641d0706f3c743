import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Popconfirm, Space, Tag } from 'antd';
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
