import { DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useFeedback } from '../../../components/feedback';
import { FILE_TASK_KEEP_DAYS, type FileTask, fileTaskApi, FileTaskStatus } from '@cloud-exam/contract/files/task';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Empty, Popconfirm, Segmented, Space, Table, Tooltip, Typography } from 'antd';
import { told } from '../../../components/use-submit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { SelectFilter } from '../../../components/list/list-pieces';
import { deleteFiles, downloadFile, fileSystemsQuery, fileTypesQuery } from '../api';
import { dateTime } from '../../../components/date-time';
import { fileSize } from '../../../lib/file-size';

const STATUS_BADGE = {
  [FileTaskStatus.processing]: { status: 'processing', key: 'status.processing' },
  [FileTaskStatus.done]: { status: 'success', key: 'status.done' },
  [FileTaskStatus.failed]: { status: 'error', key: 'status.failed' },
} as const;

/** The download centre: the files my exports produced, kept for a week, fetched again or removed from here. */
export default function DownloadCenterPage() {
  const { t } = useTranslation('download');
  const { message } = useFeedback();
  const list = useListPage(fileTaskApi.page);
  const { filter, query: page } = list;
  const refresh = useRefresh([fileTaskApi.page]);
  const [selected, setSelected] = useState<string[]>([]);
  const systems = useQuery(fileSystemsQuery);
  const types = useQuery(fileTypesQuery(filter.systemId));

  // While a file is still being made, the list looks again every 3 seconds.
  const making = page.data?.records.some((r) => r.status === FileTaskStatus.processing);
  const { refetch } = page;
  useEffect(() => {
    if (!making) return;
    const timer = setInterval(() => void refetch(), 3000);
    return () => clearInterval(timer);
  }, [making, refetch]);

  const remove = (ids: string[]) =>
    told(async () => {
      const { deleted } = await deleteFiles(ids);
      message.success(t('deleted', { count: deleted }));
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      await refresh();
    });

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Popconfirm
            title={t('deleteSelectedConfirm', { count: selected.length })}
            onConfirm={() => remove(selected)}
            disabled={!selected.length}
          >
            <Button danger icon={<DeleteOutlined />} disabled={!selected.length}>
              {t('deleteSelected')}
            </Button>
          </Popconfirm>
          <Button icon={<ReloadOutlined />} onClick={() => void page.refetch()}>
            {t('refresh')}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('keepHint', { days: FILE_TASK_KEEP_DAYS })} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16 }} wrap>
        <SelectFilter
          label={t('filter.system')}
          value={filter.systemId}
          options={systems.data?.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(systemId) => list.narrow({ systemId, fileType: undefined })}
        />
        <SelectFilter
          label={t('filter.type')}
          placeholder={filter.systemId ? t('filter.type') : t('filter.systemFirst')}
          disabled={!filter.systemId}
          width={200}
          value={filter.fileType}
          options={types.data?.map((x) => ({ value: x.id, label: x.name }))}
          onChange={(fileType) => list.narrow({ fileType })}
        />
        <Segmented
          value={filter.status ?? 'all'}
          options={[
            { value: 'all', label: t('status.all') },
            ...Object.entries(STATUS_BADGE).map(([value, b]) => ({ value: Number(value), label: t(b.key) })),
          ]}
          onChange={(v) => list.narrow({ status: v === 'all' ? undefined : Number(v) })}
        />
      </Space>
      <Table<FileTask>
        rowKey="id"
        // No scroll.x and no fixed column: with rows to select, antd's measuring row would copy the select-all
        // checkbox into an aria-hidden row (axe: aria-hidden-focus). The columns fit beside a 1440 px window's menu.
        loading={page.isFetching}
        dataSource={page.data?.records}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ ...list.pagination, showTotal: (total) => t('total', { count: total }) }}
        columns={[
          { title: t('column.fileName'), dataIndex: 'fileName', width: 180, ellipsis: true },
          {
            title: t('column.type'),
            dataIndex: 'fileTypeName',
            width: 160,
            render: (name: string, task) => (
              <Space direction="vertical" size={0}>
                {name}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {task.systemName}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('column.size'), dataIndex: 'size', width: 90, align: 'right', render: fileSize },
          {
            title: t('column.status'),
            dataIndex: 'status',
            width: 110,
            render: (status: FileTask['status'], task) => {
              const badge = STATUS_BADGE[status as FileTaskStatus] ?? STATUS_BADGE[FileTaskStatus.failed];
              const text = <Badge status={badge.status} text={t(badge.key)} />;
              return task.error ? <Tooltip title={task.error}>{text}</Tooltip> : text;
            },
          },
          {
            title: t('column.createTime'),
            dataIndex: 'createTime',
            width: 160,
            render: dateTime,
          },
          {
            title: t('column.expireTime'),
            dataIndex: 'expireTime',
            width: 160,
            render: dateTime,
          },
          {
            title: t('column.actions'),
            key: 'actions',
            width: 200,
            render: (_, task) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<DownloadOutlined />}
                  disabled={task.status !== FileTaskStatus.done}
                  onClick={() => void downloadFile(task.id)}
                >
                  {t('download')}
                </Button>
                <Popconfirm title={t('deleteConfirm', { name: task.fileName })} onConfirm={() => remove([task.id])}>
                  <Button type="link" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
