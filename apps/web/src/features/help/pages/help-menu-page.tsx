import { HELP_MENU_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { HELP_MENU_NAME_MAX, helpMenuApi, type HelpMenuNode } from '@cloud-exam/contract/help/help';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useExpandedTree } from '../../../components/use-expanded-tree';
import { toTreeData } from '../components/menu-tree-data';

type MenuValues = { name: string; sort: number };

/** The help centre's menus (platform operator): a tree of at most three levels; add, rename, reorder, delete. */
export default function HelpMenuPage() {
  const { t } = useTranslation(['platform', 'list']);
  const tree = useQuery(endpointQuery(helpMenuApi.list));
  const expanded = useExpandedTree(tree.data);
  const act = useRowAction([helpMenuApi.list]);
  // Where a new menu goes: under this one, or at the top.
  const [parent, setParent] = useState<HelpMenuNode>();
  const dialog = useEditDialog<HelpMenuNode, MenuValues>({
    toValues: (m) => (m ? { name: m.name, sort: m.sort } : { sort: 0 }),
    save: (values, m) => (m ? call(helpMenuApi.edit, { ...values, id: m.id }) : call(helpMenuApi.add, { ...values, parentId: parent?.id })),
    refresh: [helpMenuApi.list],
  });
  const add = (under?: HelpMenuNode) => {
    setParent(under);
    if (under) expanded.unfold(under.id);
    dialog.show();
  };

  const nodeTitle = (m: HelpMenuNode) => (
    <Space size={4} wrap>
      <span>{m.name}</span>
      <RowActions
        onEdit={() => dialog.show(m)}
        deleteTitle={t('help.confirmDeleteMenu', { name: m.name })}
        onDelete={() => act(call(helpMenuApi.remove, { id: m.id }), t('list:deleted'))}
      >
        {m.level < HELP_MENU_DEPTH_MAX && (
          <Button type="link" size="small" onClick={() => add(m)} aria-label={t('help.addChildOf', { name: m.name })}>
            {t('help.addChild')}
          </Button>
        )}
      </RowActions>
    </Space>
  );

  return (
    <Card title={t('help.menus')} extra={<ListActions addLabel={t('help.addMenu')} onAdd={() => add()} />} loading={tree.isLoading}>
      <Typography.Paragraph type="secondary">{t('help.menuHint', { max: HELP_MENU_DEPTH_MAX })}</Typography.Paragraph>
      {tree.data?.length ? (
        <Tree
          blockNode
          selectable={false}
          treeData={toTreeData(tree.data, nodeTitle)}
          expandedKeys={expanded.expandedKeys}
          onExpand={expanded.onExpand}
        />
      ) : (
        <Empty description={tree.isError ? t('help.loadFailed') : t('help.noMenus')} />
      )}
      <EditDialog
        dialog={dialog}
        name="help-menu"
        addTitle={parent ? t('help.addChildOf', { name: parent.name }) : t('help.addMenu')}
        editTitle={t('help.editMenu')}
      >
        <Form.Item
          name="name"
          label={t('help.menuName')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('help.menuName') }) },
            { max: HELP_MENU_NAME_MAX },
          ]}
        >
          <Input maxLength={HELP_MENU_NAME_MAX} />
        </Form.Item>
        <Form.Item name="sort" label={t('help.sort')} extra={t('help.sortHint')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
