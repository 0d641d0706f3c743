import { DOWNLOAD_TITLE_MAX, type Download, downloadApi, DownloadStatus } from '@cloud-exam/contract/portal/download';
import { Button, Card, Form, Input, InputNumber, Radio, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { fileSize } from '../../../lib/file-size';
import { CategoryDialog } from '../components/category-dialog';
import { CategorySelect } from '../components/category-select';
import { FileKeyField } from '../components/file-key-field';

type DownloadValues = { categoryId: string; title: string; description?: string | null; file: string; sort: number; status: number };

/** The download centre's files (the platform's for everyone, an institution's for its own candidates): upload, publish or hide, delete. */
export default function DownloadsPage() {
  const { t } = useTranslation(['portal', 'platform', 'list']);
  const list = useListPage(downloadApi.page);
  const act = useRowAction([downloadApi.page, downloadApi.publicList]);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const dialog = useEditDialog<Download, DownloadValues>({
    toValues: (d) => (d ? { ...d } : { sort: 0, status: DownloadStatus.published }),
    save: (values, d) => (d ? call(downloadApi.edit, { ...values, id: d.id }) : call(downloadApi.add, values)),
    refresh: [downloadApi.page, downloadApi.publicList],
  });
  const stateOptions = [
    { value: DownloadStatus.published, label: t('downloads.published') },
    { value: DownloadStatus.hidden, label: t('downloads.hidden') },
  ];

  return (
    <Card
      title={t('downloads.manage')}
      extra={
        <Space>
          <Button onClick={() => setCategoriesOpen(true)}>{t('platform:category.title')}</Button>
          <ListActions addLabel={t('downloads.add')} onAdd={() => dialog.show()} />
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('downloads.search')}
          width={240}
          value={list.filter.title}
          onSearch={(title) => list.narrow({ title })}
        />
        <CategorySelect
          kind="download"
          allowClear
          aria-label={t('downloads.category')}
          placeholder={t('downloads.category')}
          style={{ width: 180 }}
          value={list.filter.categoryId}
          onChange={(categoryId) => list.narrow({ categoryId })}
        />
        <SelectFilter
          label={t('downloads.state')}
          value={list.filter.status}
          options={stateOptions}
          onChange={(status) => list.narrow({ status })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('downloads.name'), dataIndex: 'title' },
          { title: t('downloads.category'), dataIndex: 'categoryName', width: 140 },
          { title: t('downloads.file'), dataIndex: 'fileName', render: (name: string, d: Download) => <a href={d.fileUrl}>{name}</a> },
          { title: t('downloads.size'), dataIndex: 'size', width: 100, align: 'right', render: fileSize },
          {
            title: t('downloads.state'),
            dataIndex: 'status',
            width: 140,
            render: (s: number, d: Download) => (
              <Space>
                <Switch
                  size="small"
                  checked={s === DownloadStatus.published}
                  aria-label={t('downloads.togglePublish', { name: d.title })}
                  onChange={(on) => void act(call(downloadApi.setStatus, { id: d.id, status: on ? 1 : 0 }), t('list:saved'))}
                />
                <span>{t(s === DownloadStatus.published ? 'downloads.published' : 'downloads.hidden')}</span>
              </Space>
            ),
          },
          { title: t('downloads.updated'), dataIndex: 'updateTime', width: 160, render: (v: string) => dateTime(v) },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, d: Download) => (
              <RowActions
                onEdit={() => dialog.show(d)}
                deleteTitle={t('downloads.confirmDelete', { name: d.title })}
                onDelete={() => act(call(downloadApi.remove, { id: d.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="download" addTitle={t('downloads.add')} editTitle={t('downloads.edit')} width={640}>
        <Form.Item
          name="title"
          label={t('downloads.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('downloads.name') }) },
            { max: DOWNLOAD_TITLE_MAX },
          ]}
        >
          <Input maxLength={DOWNLOAD_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('downloads.category')} rules={[{ required: true, message: t('downloads.categoryRequired') }]}>
          <CategorySelect kind="download" />
        </Form.Item>
        <Form.Item name="file" label={t('downloads.file')} rules={[{ required: true, message: t('downloads.fileRequired') }]}>
          <FileKeyField current={dialog.row && { name: dialog.row.fileName, size: dialog.row.size }} />
        </Form.Item>
        <Form.Item name="description" label={t('downloads.description')} rules={[{ max: 300 }]}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <Form.Item name="sort" label={t('list:sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('downloads.state')}>
          <Radio.Group options={stateOptions} />
        </Form.Item>
      </EditDialog>
      <CategoryDialog kind="download" open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </Card>
  );
}
