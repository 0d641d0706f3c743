import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX, type NewsItem, newsApi, NewsStatus } from '@cloud-exam/contract/portal/news';
import { Button, Card, Form, Input, Radio, Space, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy';
import { useUploadImage } from '../../../components/use-upload-image';
import { CategoryDialog } from '../components/category-dialog';
import { CategorySelect } from '../components/category-select';
import { ImageKeyField } from '../components/image-key-field';

type NewsValues = { categoryId: string; title: string; summary?: string | null; content: string; cover?: string | null; pinned: number };

/**
 * News (the platform's for everyone, an institution's for its own candidates): search, filter by category and state,
 * write in rich text, publish or take down, pin, delete; the categories in their own dialog.
 */
export default function NewsPage() {
  const { t } = useTranslation(['portal', 'platform', 'list']);
  const list = useListPage(newsApi.page);
  const act = useRowAction([newsApi.page, newsApi.publicPage]);
  const uploadImage = useUploadImage();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const dialog = useEditDialog<NewsItem, NewsValues>({
    toValues: (n) => (n ? { ...n } : { pinned: 0, content: '' }),
    save: async (values, n) => (n ? call(newsApi.edit, { ...values, id: n.id }) : call(newsApi.add, values)),
    refresh: [newsApi.page, newsApi.publicPage],
  });
  // The list has no text: an item is read whole before it is edited.
  const edit = async (n: NewsItem) => {
    const full = await call(newsApi.detail, { id: n.id });
    dialog.show({ ...n, ...full });
  };
  const stateOptions = [
    { value: NewsStatus.published, label: t('news.published') },
    { value: NewsStatus.draft, label: t('news.draft') },
  ];

  return (
    <Card
      title={t('news.manage')}
      extra={
        <Space>
          <Button onClick={() => setCategoriesOpen(true)}>{t('platform:category.title')}</Button>
          <ListActions addLabel={t('news.add')} onAdd={() => dialog.show()} />
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('news.search')} width={240} value={list.filter.title} onSearch={(title) => list.narrow({ title })} />
        <CategorySelect
          kind="news"
          allowClear
          aria-label={t('news.category')}
          placeholder={t('news.category')}
          style={{ width: 180 }}
          value={list.filter.categoryId}
          onChange={(categoryId) => list.narrow({ categoryId })}
        />
        <SelectFilter
          label={t('news.state')}
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
          { title: t('news.name'), dataIndex: 'title' },
          { title: t('news.category'), dataIndex: 'categoryName', width: 140 },
          {
            title: t('news.state'),
            dataIndex: 'status',
            width: 150,
            render: (s: number, n: NewsItem) => (
              <Space>
                <Switch
                  size="small"
                  checked={s === NewsStatus.published}
                  aria-label={t('news.togglePublish', { name: n.title })}
                  onChange={(on) =>
                    void act(call(newsApi.setStatus, { id: n.id, status: on ? 1 : 0 }), t(on ? 'news.publishedNow' : 'news.unpublishedNow'))
                  }
                />
                <span>{t(s === NewsStatus.published ? 'news.published' : 'news.draft')}</span>
              </Space>
            ),
          },
          {
            title: t('news.pinned'),
            dataIndex: 'pinned',
            width: 80,
            render: (p: number, n: NewsItem) => (
              <Switch
                size="small"
                checked={p === 1}
                aria-label={t('news.togglePin', { name: n.title })}
                onChange={(on) => void act(call(newsApi.setPinned, { id: n.id, pinned: on ? 1 : 0 }), t('list:saved'))}
              />
            ),
          },
          { title: t('news.viewsColumn'), dataIndex: 'views', width: 80 },
          { title: t('news.publishTime'), dataIndex: 'publishTime', width: 160, render: (v: string | null) => (v ? dateTime(v) : '-') },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, n: NewsItem) => (
              <RowActions
                onEdit={() => void edit(n)}
                deleteTitle={t('news.confirmDelete', { name: n.title })}
                onDelete={() => act(call(newsApi.remove, { id: n.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="news" addTitle={t('news.add')} editTitle={t('news.edit')} width={880}>
        <Form.Item
          name="title"
          label={t('news.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('news.name') }) }, { max: NEWS_TITLE_MAX }]}
        >
          <Input maxLength={NEWS_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="categoryId" label={t('news.category')} rules={[{ required: true, message: t('news.categoryRequired') }]}>
          <CategorySelect kind="news" />
        </Form.Item>
        <Form.Item name="summary" label={t('news.summary')} rules={[{ max: NEWS_SUMMARY_MAX }]}>
          <Input.TextArea rows={2} maxLength={NEWS_SUMMARY_MAX} showCount />
        </Form.Item>
        <Form.Item name="cover" label={t('news.cover')}>
          <ImageKeyField label={t('news.cover')} removable />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('news.content')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('news.content') }) }]}
        >
          <LazyRichTextEditor onUpload={uploadImage} aria-label={t('news.content')} />
        </Form.Item>
        <Form.Item name="pinned" label={t('news.pinned')}>
          <Radio.Group
            options={[
              { value: 1, label: t('news.pinYes') },
              { value: 0, label: t('news.pinNo') },
            ]}
          />
        </Form.Item>
      </EditDialog>
      <CategoryDialog kind="news" open={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </Card>
  );
}
