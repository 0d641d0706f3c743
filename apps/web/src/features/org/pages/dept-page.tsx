import { DEPARTMENT_DEPTH_MAX } from '@cloud-exam/contract/constants';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { DEPT_NAME_MAX, type Dept, deptApi, type DeptTreeNode } from '@cloud-exam/contract/org/dept';
import { validateOptionalPhoneOrLandline } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Form, Input, InputNumber, Row, Table, Tree, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { ImportDialog } from '../../../components/list/import-dialog';
import { ListActions, RowActions } from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useFieldRule } from '../../../components/use-field-rule';
import { toTreeData } from '../components/dept-tree-data';
import { useExpandedTree } from '../../../components/use-expanded-tree';

type DeptValues = InputOf<typeof deptApi.add>;
/** Every read a department change shows in: the tree and the sub-department lists. */
const DEPT_READS = [deptApi.tree, deptApi.children];

/** Departments: the tree on the left, the chosen department's sub-departments on the right; add, edit, delete, import, export. */
export default function DeptPage() {
  const { t } = useTranslation(['org', 'list']);
  const rule = useFieldRule();
  const tree = useQuery(endpointQuery(deptApi.tree));
  // The chosen department lives in the address (deptId), so the list of its sub-departments survives a reload.
  const list = useListPage(deptApi.children);
  const selected = findNode(tree.data, list.filter.deptId);
  const atMaxDepth = (selected?.level ?? 0) >= DEPARTMENT_DEPTH_MAX;
  const [importing, setImporting] = useState(false);
  const act = useRowAction(DEPT_READS);
  const dialog = useEditDialog<Dept, DeptValues>({
    toValues: (d) =>
      d
        ? {
            ...d,
            parentId: d.parentId ?? undefined,
            code: d.code ?? undefined,
            leader: d.leader ?? undefined,
            phone: d.phone ?? undefined,
            remark: d.remark ?? undefined,
          }
        : { sort: 0, parentId: selected?.id },
    save: (values, d) => (d ? call(deptApi.edit, { ...values, id: d.id }) : call(deptApi.add, values)),
    refresh: DEPT_READS,
  });
  const remove = (d: Dept) => {
    if (list.filter.deptId === d.id) list.narrow({ deptId: undefined });
    return act(call(deptApi.remove, { id: d.id }), t('list:deleted'));
  };
  const treeData = toTreeData(tree.data);
  const expanded = useExpandedTree(tree.data);

  return (
    <Row gutter={16}>
      <Col xs={24} lg={6}>
        <Card title={t('dept.tree')} size="small" loading={tree.isLoading}>
          {treeData.length ? (
            <Tree
              blockNode
              expandedKeys={expanded.expandedKeys}
              onExpand={expanded.onExpand}
              treeData={treeData}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(_keys, { node }) => list.narrow({ deptId: node.selected ? undefined : String(node.key) })}
            />
          ) : (
            <Empty description={t('dept.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Card
          title={selected ? t('dept.childrenOf', { name: selected.name }) : t('dept.topLevel')}
          extra={
            <ListActions
              addLabel={t('dept.add')}
              onAdd={() => dialog.show()}
              addProps={atMaxDepth ? { disabled: true, title: t('dept.maxDepth') } : undefined}
              onImport={() => setImporting(true)}
              onExport={() => downloadFrom(deptApi.export)}
            />
          }
        >
          <Table
            rowKey="id"
            loading={list.query.isFetching}
            dataSource={list.query.data?.records}
            locale={{ emptyText: <Empty description={t('dept.noChildren')} /> }}
            pagination={list.pagination}
            columns={[
              { title: t('dept.name'), dataIndex: 'name' },
              { title: t('dept.code'), dataIndex: 'code' },
              { title: t('dept.leader'), dataIndex: 'leader' },
              { title: t('dept.phone'), dataIndex: 'phone' },
              { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
              { title: t('dept.children'), dataIndex: 'childCount', width: 100 },
              { title: t('dept.members'), dataIndex: 'memberCount', width: 100 },
              {
                title: t('list:action.title'),
                width: 160,
                render: (_, d: Dept) => (
                  <RowActions
                    onEdit={() => dialog.show(d)}
                    deleteTitle={t('dept.confirmDelete', { name: d.name })}
                    onDelete={() => remove(d)}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <EditDialog dialog={dialog} name="dept" addTitle={t('dept.add')} editTitle={t('dept.edit')}>
        <Form.Item name="parentId" label={t('dept.parent')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            treeData={treeData}
            placeholder={t('dept.topLevel')}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('dept.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('dept.name') }) }, { max: DEPT_NAME_MAX }]}
        >
          <Input maxLength={DEPT_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="code" label={t('dept.code')} rules={[{ max: 30 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sort" label={t('dept.sort')}>
              <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="leader" label={t('dept.leader')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t('dept.phone')} rules={[rule(validateOptionalPhoneOrLandline)]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="remark" label={t('list:remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </EditDialog>
      <ImportDialog
        open={importing}
        title={t('dept.import')}
        onClose={() => setImporting(false)}
        importEndpoint={deptApi.import}
        templateEndpoint={deptApi.template}
        refresh={DEPT_READS}
      />
    </Row>
  );
}

/** The department of this id in the tree, at whatever depth. */
function findNode(nodes: DeptTreeNode[] | undefined, id: string | undefined): DeptTreeNode | undefined {
  if (!id) return undefined;
  for (const n of nodes ?? []) {
    const found = n.id === id ? n : findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}
