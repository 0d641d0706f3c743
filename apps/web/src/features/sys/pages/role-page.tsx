import { ALL_AUTHORITIES } from '@cloud-exam/contract/authorities';
import { ROLE_NAME_MAX, type Role } from '@cloud-exam/contract/org';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Form, Input, Modal, Radio, Space, Table, Tag, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteRole, deptTreeQuery, type RoleForm, rolesQuery, saveRole } from '../api';
import { ListActions, RowActions, useEditDialog, useRowAction } from '../components/crud';
import { toTreeData } from '../components/dept-tree-data';

/** Roles: each a set of authorities and, optionally, organisation data rights limited to some departments. */
export default function RolePage() {
  const { t } = useTranslation('sys');
  const roles = useQuery(rolesQuery);
  const tree = useQuery(deptTreeQuery);
  const act = useRowAction(['sys', 'role']);
  const dialog = useEditDialog<Role, RoleForm>({
    toValues: (r) => (r ? { ...r, remark: r.remark ?? undefined } : { dataScope: 'all', authorities: [], deptIds: [] }),
    save: (values, r) => saveRole({ ...values, deptIds: values.deptIds ?? [], id: r?.id }),
    queryKey: ['sys', 'role'],
  });
  const scope = Form.useWatch('dataScope', dialog.form);

  return (
    <Card title={t('role.title')} extra={<ListActions addLabel={t('role.add')} onAdd={() => dialog.show()} />}>
      <Table
        rowKey="id"
        loading={roles.isFetching}
        dataSource={roles.data}
        pagination={false}
        columns={[
          {
            title: t('role.name'),
            dataIndex: 'name',
            width: 200,
            render: (name: string, r: Role) =>
              r.builtin ? (
                <Space>
                  {name}
                  <Tag>{t('role.builtin')}</Tag>
                </Space>
              ) : (
                name
              ),
          },
          {
            title: t('role.authorities'),
            dataIndex: 'authorities',
            render: (a: string[]) => a.map((x) => <Tag key={x}>{t(`authority.${x}`)}</Tag>),
          },
          {
            title: t('role.dataScope'),
            dataIndex: 'dataScope',
            width: 160,
            render: (s: string, r: Role) => (s === 'all' ? t('role.scopeAll') : t('role.scopeDepts', { count: r.deptIds.length })),
          },
          { title: t('role.members'), dataIndex: 'memberCount', width: 90 },
          {
            title: t('action.title'),
            width: 150,
            render: (_, r: Role) => (
              <RowActions
                onEdit={() => dialog.show(r)}
                deleteTitle={t('role.confirmDelete', { name: r.name })}
                onDelete={r.builtin ? undefined : () => act(deleteRole(r.id), t('deleted'))}
              />
            ),
          },
        ]}
      />
      <Modal
        open={dialog.open}
        title={dialog.row ? t('role.edit') : t('role.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        width={680}
        destroyOnHidden
      >
        <Form form={dialog.form} layout="vertical" name="role" preserve={false}>
          <Form.Item
            name="name"
            label={t('role.name')}
            rules={[{ required: true, whitespace: true, message: t('required', { field: t('role.name') }) }, { max: ROLE_NAME_MAX }]}
          >
            <Input maxLength={ROLE_NAME_MAX} />
          </Form.Item>
          <Form.Item name="authorities" label={t('role.authorities')} rules={[{ required: true, message: t('role.authorityRequired') }]}>
            <Checkbox.Group options={ALL_AUTHORITIES.map((a) => ({ value: a, label: t(`authority.${a}`) }))} />
          </Form.Item>
          <Form.Item name="dataScope" label={t('role.dataScope')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('role.scopeAll') },
                { value: 'depts', label: t('role.scopeSome') },
              ]}
            />
          </Form.Item>
          {scope === 'depts' && (
            <Form.Item
              name="deptIds"
              label={t('role.depts')}
              rules={[{ required: true, message: t('role.deptRequired') }]}
              extra={t('role.deptsHint')}
            >
              <TreeSelect
                treeCheckable
                treeCheckStrictly={false}
                showCheckedStrategy={TreeSelect.SHOW_PARENT}
                treeDefaultExpandAll
                treeData={toTreeData(tree.data)}
              />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('remark')} rules={[{ max: 200 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
