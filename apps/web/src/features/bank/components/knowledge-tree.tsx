import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  ImportOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { KNOWLEDGE_NAME_MAX, KNOWLEDGE_NAME_PATTERN, type KnowledgeNode, knowledgeApi } from '@cloud-exam/contract/bank/knowledge';
import { KNOWLEDGE_MODEL_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Empty, Form, Input, type MenuProps, Space, Tree, type TreeProps, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ImportDialog } from '../../../components/list/import-dialog';
import { useEditDialog, useRefresh } from '../../../components/list/use-edit-dialog';
import { useExpandedTree } from '../../../components/use-expanded-tree';
import { told } from '../../../components/use-submit';
import { isWithin, moveOnDrop, placesOf } from './knowledge-places';
import './knowledge-tree.css';

/** What the name dialog does: add a point at the top level or under one, or rename one. */
type Naming = { mode: 'add' } | { mode: 'child'; node: KnowledgeNode } | { mode: 'rename'; node: KnowledgeNode };

/**
 * A bank's knowledge model: select a point to list its items (with those of the points below it), or "all items";
 * add points at the top or under one, rename, delete, and move them by dragging (onto a point: its first child;
 * between points: among them) or, from the keyboard, up and down from each point's menu.
 */
export function KnowledgeTree({
  bankId,
  selectedId,
  onSelect,
}: {
  bankId: string;
  selectedId?: string;
  onSelect: (knowledgeId?: string) => void;
}) {
  const { t } = useTranslation(['bank', 'list']);
  const { token } = theme.useToken();
  const { modal, message } = useFeedback();
  const tree = useQuery(endpointQuery(knowledgeApi.tree, { bankId }));
  const [importing, setImporting] = useState(false);
  const places = placesOf(tree.data ?? []);
  const expanded = useExpandedTree(tree.data);
  // A rename or a deletion changes the knowledge points the item list shows; a move changes what a filter finds.
  const refresh = useRefresh([knowledgeApi.tree, itemApi.page]);
  const naming = useEditDialog<Naming, { name: string }>({
    toValues: (n) => ({ name: n?.mode === 'rename' ? n.node.name : '' }),
    save: async ({ name }, n) => {
      if (n?.mode === 'rename') return call(knowledgeApi.rename, { id: n.node.id, name });
      const parentId = n?.mode === 'child' ? n.node.id : undefined;
      const added = await call(knowledgeApi.add, { bankId, parentId, name });
      if (parentId) expanded.unfold(parentId);
      return added;
    },
    refresh: [knowledgeApi.tree, itemApi.page],
  });
  const namingTitle =
    naming.row?.mode === 'child'
      ? t('knowledge.addChildTitle', { name: naming.row.node.name })
      : naming.row?.mode === 'rename'
        ? t('knowledge.renameTitle')
        : t('knowledge.add');

  const move = (id: string, parentId: string | null, index: number) =>
    told(async () => {
      try {
        await call(knowledgeApi.move, { id, parentId: parentId ?? undefined, index });
        message.success(t('knowledge.moved'));
      } finally {
        await refresh();
      }
    });

  const remove = (node: KnowledgeNode) =>
    modal.confirm({
      title: t('knowledge.confirmDelete', { name: node.name }),
      content: t('knowledge.deleteHint'),
      okButtonProps: { danger: true },
      onOk: () =>
        told(async () => {
          await call(knowledgeApi.remove, { id: node.id });
          message.success(t('list:deleted'));
          if (selectedId && isWithin(places, selectedId, node.id)) onSelect(undefined);
          await refresh();
        }),
    });

  const menuOf = (node: KnowledgeNode): MenuProps => {
    const place = places.get(node.id);
    // A point just deleted is still drawn while the tree folds it away.
    if (!place) return { items: [] };
    const at = place.siblings.indexOf(node);
    return {
      items: [
        {
          key: 'child',
          icon: <PlusOutlined />,
          label: t('knowledge.addChild'),
          disabled: place.level >= KNOWLEDGE_MODEL_DEPTH_MAX,
          title: place.level >= KNOWLEDGE_MODEL_DEPTH_MAX ? t('knowledge.maxDepth') : undefined,
        },
        { key: 'rename', icon: <EditOutlined />, label: t('knowledge.rename') },
        { key: 'up', icon: <ArrowUpOutlined />, label: t('knowledge.moveUp'), disabled: at === 0 },
        { key: 'down', icon: <ArrowDownOutlined />, label: t('knowledge.moveDown'), disabled: at === place.siblings.length - 1 },
        { type: 'divider' },
        { key: 'delete', icon: <DeleteOutlined />, label: t('knowledge.delete'), danger: true },
      ],
      onClick: ({ key }) => {
        if (key === 'child') naming.show({ mode: 'child', node });
        else if (key === 'rename') naming.show({ mode: 'rename', node });
        else if (key === 'up') void move(node.id, place.parentId, at - 1);
        else if (key === 'down') void move(node.id, place.parentId, at + 1);
        else if (key === 'delete') remove(node);
      },
    };
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    // -1: in the gap above the target (the first point only), 0: onto it, 1: in the gap below it.
    const where = info.dropToGap ? (info.dropPosition - Number(pos[pos.length - 1]) < 0 ? -1 : 1) : 0;
    const asked = moveOnDrop(places, String(info.dragNode.key), String(info.node.key), where);
    if (asked) void move(asked.id, asked.parentId, asked.index);
  };

  const all = !selectedId;
  return (
    <Card
      title={t('knowledge.title')}
      size="small"
      loading={tree.isLoading}
      extra={
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('knowledge.add')}
            onClick={() => naming.show({ mode: 'add' })}
          >
            {t('knowledge.addShort')}
          </Button>
          <Button type="link" size="small" icon={<ImportOutlined />} aria-label={t('knowledge.import')} onClick={() => setImporting(true)}>
            {t('list:action.import')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<ExportOutlined />}
            aria-label={t('knowledge.export')}
            onClick={() => void told(() => downloadFrom(knowledgeApi.exportTree, { bankId }))}
          >
            {t('list:action.export')}
          </Button>
        </Space>
      }
    >
      <Button
        type="text"
        block
        aria-pressed={all}
        onClick={() => onSelect(undefined)}
        style={{ justifyContent: 'flex-start', marginBottom: 4, background: all ? token.controlItemBgActive : undefined }}
      >
        {t('knowledge.all')}
      </Button>
      {tree.data?.length ? (
        <>
          <Tree<TreeNode>
            className="knowledge-tree"
            blockNode
            draggable={{ icon: false }}
            expandedKeys={expanded.expandedKeys}
            onExpand={expanded.onExpand}
            treeData={withKeys(tree.data)}
            selectedKeys={selectedId ? [selectedId] : []}
            onSelect={(_keys, { node }) => onSelect(node.selected ? undefined : String(node.key))}
            onDrop={onDrop}
            titleRender={({ node }) => (
              <span className="knowledge-node">
                <span className="knowledge-node-name" title={node.name}>
                  {node.name}
                </span>
                <Typography.Text
                  type="secondary"
                  className="knowledge-node-count"
                  title={t('knowledge.itemCount', { count: node.itemCount })}
                >
                  {node.itemCount}
                </Typography.Text>
                {/* The menu's clicks and keys stay with it: they must not select or drag the point. */}
                <span className="knowledge-node-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                  <Dropdown menu={menuOf(node)} trigger={['click']}>
                    <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('knowledge.actions', { name: node.name })} />
                  </Dropdown>
                </span>
              </span>
            )}
          />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '12px 0 0' }}>
            {t('knowledge.dragHint')}
          </Typography.Paragraph>
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.empty')} />
      )}
      <ImportDialog
        open={importing}
        title={t('knowledge.import')}
        onClose={() => setImporting(false)}
        importEndpoint={knowledgeApi.import}
        templateEndpoint={knowledgeApi.template}
        params={{ bankId }}
        refresh={[knowledgeApi.tree]}
      />
      <EditDialog dialog={naming} name="knowledge" addTitle={namingTitle} editTitle={namingTitle}>
        <Form.Item
          name="name"
          label={t('knowledge.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('knowledge.name') }) },
            { max: KNOWLEDGE_NAME_MAX },
            { pattern: KNOWLEDGE_NAME_PATTERN, message: t('knowledge.noSlash') },
          ]}
        >
          <Input maxLength={KNOWLEDGE_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}

type TreeNode = { key: string; node: KnowledgeNode; children: TreeNode[] };
const withKeys = (nodes: KnowledgeNode[]): TreeNode[] => nodes.map((node) => ({ key: node.id, node, children: withKeys(node.children) }));
