import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATEGORY_DEPTH_MAX, CATEGORY_NAME_MAX, categoryApi, type ExamCategory } from '@cloud-exam/contract/exam/category';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Popconfirm, Space, Spin, Tree, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';

type Values = { name: string; sort: number };
type TreeNode = { key: string; title: ReactNode; children: TreeNode[] };
type Target = { parent?: ExamCategory; category?: ExamCategory };

const depthOf = (nodes: ExamCategory[], id: string, depth = 1): number => {
  for (const n of nodes) {
    if (n.id === id) return depth;
    const inner = depthOf(n.children, id, depth + 1);
    if (inner) return inner;
  }
  return 0;
};

/** Examination categories: a tree of at most three levels, to file exams under and list them by on the portal. */
export default function CategoryPage() {
  const { t } = useTranslation(['exam', 'list']);
  const tree = useQuery(endpointQuery(categoryApi.tree));
  const act = useRowAction([categoryApi.tree]);
  const dialog = useEditDialog<Target, Values>({
    toValues: (target) => ({ name: target?.category?.name ?? '', sort: target?.category?.sort ?? 0 }),
    save: (values, target) =>
      target?.category
        ? call(categoryApi.edit, { id: target.category.id, ...values })
        : call(categoryApi.add, { ...values, parentId: target?.parent?.id }),
    saved: () => t('list:saved'),
    refresh: [categoryApi.tree],
  });
  const nodes = tree.data ?? [];

  const titleOf = (c: ExamCategory) => (
    <Space size={4}>
      <span>{c.name}</span>
      {depthOf(nodes, c.id) < CATEGORY_DEPTH_MAX && (
        <Button
          type="text"
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('category.addChild', { name: c.name })}
          onClick={() => dialog.show({ parent: c })}
        />
      )}
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={t('category.edit', { name: c.name })}
        onClick={() => dialog.show({ category: c })}
      />
      <Popconfirm
        title={t('category.confirmDelete', { name: c.name })}
        description={t('category.deleteHint')}
        okButtonProps={{ danger: true }}
        onConfirm={() => act(call(categoryApi.remove, { id: c.id }), t('list:deleted'))}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('category.delete', { name: c.name })} />
      </Popconfirm>
    </Space>
  );
  const toData = (list: ExamCategory[]): TreeNode[] => list.map((c) => ({ key: c.id, title: titleOf(c), children: toData(c.children) }));

  return (
    <Card
      title={t('category.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.show({})}>
          {t('category.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('category.hint', { depth: CATEGORY_DEPTH_MAX })}</Typography.Paragraph>
      {tree.isLoading ? (
        <Spin />
      ) : nodes.length ? (
        <Tree blockNode selectable={false} defaultExpandAll treeData={toData(nodes)} />
      ) : (
        <Empty description={t('category.empty')} />
      )}
      <EditDialog
        dialog={dialog}
        name="examCategory"
        addTitle={t('category.add')}
        editTitle={
          dialog.row?.category
            ? t('category.editTitle')
            : dialog.row?.parent
              ? t('category.addChildTitle', { name: dialog.row.parent.name })
              : t('category.add')
        }
      >
        <Form.Item
          name="name"
          label={t('category.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('category.name') }) }]}
        >
          <Input maxLength={CATEGORY_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="sort" label={t('category.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
