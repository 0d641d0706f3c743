import { DEPARTMENT_DEPTH_MAX } from '@cloud-exam/contract/constants';
import { DEPT_NAME_MAX, type Dept } from '@cloud-exam/contract/org';
import { validateOptionalPhoneOrLandline } from '@cloud-exam/contract/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Form, Input, InputNumber, Modal, Row, Table, Tree, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRule } from '../../../components/use-field-rule';
import { deleteDept, type DeptForm, deptTreeQuery, downloadDeptTemplate, exportDepts, importDepts, saveDept, subDeptQuery } from '../api';
import { ListActions, RowActions, useEditDialog, usePagination, useRowAction } from '../components/crud';
import { toTreeData } from '../components/dept-tree-data';
import { useExpandedTree } from '../components/use-expanded-tree';
import { ImportDialog } from '../components/import-dialog';

/** Departments: the tree on the left, the chosen department's sub-departments on the right; add, edit, delete, import, export. */
export default function DeptPage() {
  const { t } = useTranslation('sys');
  const queryClient = useQueryClient();
  const rule = useFieldRule();
  const tree = useQuery(deptTreeQuery);
  const [selected, setSelected] = useState<{ id: string; name: string; level: number }>();
  const atMaxDepth = (selected?.level ?? 0) >= DEPARTMENT_DEPTH_MAX;
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const children = useQuery(subDeptQuery({ deptId: selected?.id, ...paging }));
  const [importing, setImporting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'dept'] });
  const act = useRowAction(['sys', 'dept']);
  const dialog = useEditDialog<Dept, DeptForm>({
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
    save: (values, d) => saveDept({ ...values, id: d?.id }),
    queryKey: ['sys', 'dept'],
  });
  const remove = (d: Dept) => {
    if (selected?.id === d.id) setSelected(undefined);
    return act(deleteDept(d.id), t('deleted'));
  };
  const treeData = toTreeData(tree.data);
  const expanded = useExpandedTree(tree.data);

  return (
    <Row gutter={16}>
      <Col span={6}>
        <Card title={t('dept.tree')} size="small" loading={tree.isLoading}>
          {treeData.length ? (
            <Tree
              blockNode
              {...expanded}
              treeData={treeData}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(_keys, { node }) => {
                setPaging({ ...paging, current: 1 });
                setSelected(
                  node.selected
                    ? undefined
                    : { id: String(node.key), name: String(node.title), level: levelOf(tree.data, String(node.key)) },
                );
              }}
            />
          ) : (
            <Empty description={t('dept.empty')} />
          )}
        </Card>
      </Col>
      <Col span={18}>
        <Card
          title={selected ? t('dept.childrenOf', { name: selected.name }) : t('dept.topLevel')}
          extra={
            <ListActions
              addLabel={t('dept.add')}
              onAdd={() => dialog.show()}
              addProps={atMaxDepth ? { disabled: true, title: t('dept.maxDepth') } : undefined}
              onImport={() => setImporting(true)}
              onExport={exportDepts}
            />
          }
        >
          <Table
            rowKey="id"
            loading={children.isFetching}
            dataSource={children.data?.records}
            locale={{ emptyText: <Empty description={t('dept.noChildren')} /> }}
            pagination={usePagination(paging, setPaging, children.data?.total)}
            columns={[
              { title: t('dept.name'), dataIndex: 'name' },
              { title: t('dept.code'), dataIndex: 'code' },
              { title: t('dept.leader'), dataIndex: 'leader' },
              { title: t('dept.phone'), dataIndex: 'phone' },
              { title: t('dept.sort'), dataIndex: 'sort', width: 80 },
              { title: t('dept.children'), dataIndex: 'childCount', width: 100 },
              { title: t('dept.members'), dataIndex: 'memberCount', width: 100 },
              {
                title: t('action.title'),
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
      <Modal
        open={dialog.open}
        title={dialog.row ? t('dept.edit') : t('dept.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        destroyOnHidden
      >
        <Form form={dialog.form} layout="vertical" name="dept" preserve={false}>
          <Form.Item name="parentId" label={t('dept.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll treeData={treeData} placeholder={t('dept.topLevel')} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('dept.name')}
            rules={[{ required: true, whitespace: true, message: t('required', { field: t('dept.name') }) }, { max: DEPT_NAME_MAX }]}
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
          <Form.Item name="remark" label={t('remark')} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
      <ImportDialog
        open={importing}
        title={t('dept.import')}
        onClose={() => setImporting(false)}
        onTemplate={downloadDeptTemplate}
        onImport={importDepts}
        onImported={refresh}
      />
    </Row>
  );
}

function levelOf(nodes: { id: string; level: number; children: never[] | unknown[] }[] | undefined, id: string): number {
  for (const n of nodes ?? []) {
    if (n.id === id) return n.level;
    const below = levelOf(n.children as typeof nodes, id);
    if (below) return below;
  }
  return 0;
}
