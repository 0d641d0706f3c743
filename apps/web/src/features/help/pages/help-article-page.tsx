import {
  HELP_TITLE_MAX,
  helpArticleApi,
  type HelpArticleInput,
  type HelpArticleRow,
  helpMenuApi,
  type HelpMenuNode,
} from '@cloud-exam/contract/help/help';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Space, Switch, Table, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { ReadableTag } from '../../../components/readable-tag';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy';
import { useUploadImage } from '../../../components/use-upload-image';

type MenuChoice = { value: string; title: string; children: MenuChoice[] };
const asSelectData = (nodes: HelpMenuNode[] = []): MenuChoice[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: asSelectData(n.children) }));

/** The help centre's articles (platform operator): filter by menu, title and state; write, publish, delete. */
export default function HelpArticlePage() {
  const { t } = useTranslation(['platform', 'list']);
  const list = useListPage(helpArticleApi.page);
  const menus = useQuery(endpointQuery(helpMenuApi.list));
  const menuData = asSelectData(menus.data);
  const upload = useUploadImage();
  const reads = [helpArticleApi.page, helpArticleApi.detail];
  const act = useRowAction(reads);
  const dialog = useEditDialog<HelpArticleRow, HelpArticleInput>({
    toValues: (a) => a ?? { menuId: list.filter.menuId, published: false, sort: 0, content: '' },
    // The list carries the whole article, so editing needs no second read.
    save: (values, a) => (a ? call(helpArticleApi.edit, { ...values, id: a.id }) : call(helpArticleApi.add, values)),
    refresh: reads,
  });
  const stateOptions = [
    { value: '1' as const, label: t('help.published') },
    { value: '0' as const, label: t('help.draft') },
  ];

  return (
    <Card title={t('help.articles')} extra={<ListActions addLabel={t('help.addArticle')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          style={{ width: 220 }}
          placeholder={t('help.allMenus')}
          aria-label={t('help.menu')}
          treeData={menuData}
          value={list.filter.menuId}
          onChange={(menuId?: string) => list.narrow({ menuId })}
        />
        <SearchFilter
          placeholder={t('help.searchTitle')}
          width={220}
          value={list.filter.title}
          onSearch={(title) => list.narrow({ title })}
        />
        <SelectFilter
          label={t('help.state')}
          options={stateOptions}
          value={list.filter.published}
          onChange={(published) => list.narrow({ published })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          { title: t('help.articleTitle'), dataIndex: 'title' },
          { title: t('help.menu'), dataIndex: 'menuName', width: 180 },
          {
            title: t('list:status'),
            dataIndex: 'published',
            width: 110,
            render: (published: boolean) => (
              <ReadableTag color={published ? 'green' : 'default'}>{published ? t('help.published') : t('help.draft')}</ReadableTag>
            ),
          },
          { title: t('help.sort'), dataIndex: 'sort', width: 80 },
          { title: t('help.updatedAt'), dataIndex: 'updateTime', width: 170, render: (v: string) => dateTime(v) },
          {
            title: t('list:action.title'),
            width: 200,
            render: (_, a: HelpArticleRow) => (
              <RowActions
                onEdit={() => dialog.show(a)}
                deleteTitle={t('help.confirmDeleteArticle', { name: a.title })}
                onDelete={() => act(call(helpArticleApi.remove, { id: a.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="help-article" addTitle={t('help.addArticle')} editTitle={t('help.editArticle')} width={860}>
        <Form.Item
          name="menuId"
          label={t('help.menu')}
          rules={[{ required: true, message: t('list:required', { field: t('help.menu') }) }]}
        >
          <TreeSelect treeDefaultExpandAll treeData={menuData} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('help.articleTitle')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('help.articleTitle') }) },
            { max: HELP_TITLE_MAX },
          ]}
        >
          <Input maxLength={HELP_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('help.content')}
          rules={[{ required: true, message: t('list:required', { field: t('help.content') }) }]}
        >
          <LazyRichTextEditor onUpload={upload} aria-label={t('help.content')} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="published" label={t('help.publish')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label={t('help.sort')}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
        </Space>
      </EditDialog>
    </Card>
  );
}
