import { type AuthorityName, INSTITUTION_AUTHORITIES } from '@cloud-exam/contract/authorities';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { ROLE_NAME_MAX, type Role, roleApi } from '@cloud-exam/contract/org/role';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Form, Input, Radio, Space, Table, Tag, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { ListActions, RowActions } from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { toTreeData } from '../components/dept-tree-data';
import { useRoleName } from '../../../components/role-name';

type RoleValues = InputOf<typeof roleApi.add>;

/** Roles: each a set of authorities and, optionally, organisation data rights limited to some departments. */
export default function RolePage() {
  const { t } = useTranslation(['org', 'list']);
  const roleName = useRoleName();
  const roles = useQuery(endpointQuery(roleApi.list));
  const tree = useQuery(endpointQuery(deptApi.tree));
  const act = useRowAction([roleApi.list]);
  const dialog = useEditDialog<Role, RoleValues>({
    toValues: (r) =>
      r
        ? { ...r, authorities: r.authorities as AuthorityName[], remark: r.remark ?? undefined }
        : { dataScope: 'all', authorities: [], deptIds: [] },
    save: (values, r) => {
      const role = { ...values, deptIds: values.deptIds ?? [] };
      return r ? call(roleApi.edit, { ...role, id: r.id }) : call(roleApi.add, role);
    },
    refresh: [roleApi.list],
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
                  {roleName(name)}
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
            title: t('list:action.title'),
            width: 150,
            render: (_, r: Role) => (
              <RowActions
                onEdit={() => dialog.show(r)}
                deleteTitle={t('role.confirmDelete', { name: r.name })}
                onDelete={r.builtin ? undefined : () => act(call(roleApi.remove, { id: r.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="role" addTitle={t('role.add')} editTitle={t('role.edit')} width={680}>
        <Form.Item
          name="name"
          label={t('role.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('role.name') }) }, { max: ROLE_NAME_MAX }]}
        >
          <Input maxLength={ROLE_NAME_MAX} />
        </Form.Item>
        <Form.Item name="authorities" label={t('role.authorities')} rules={[{ required: true, message: t('role.authorityRequired') }]}>
          <Checkbox.Group options={INSTITUTION_AUTHORITIES.map((a) => ({ value: a, label: t(`authority.${a}`) }))} />
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
              showSearch
              treeNodeFilterProp="title"
              treeCheckable
              treeCheckStrictly={false}
              showCheckedStrategy={TreeSelect.SHOW_PARENT}
              treeDefaultExpandAll
              treeData={toTreeData(tree.data)}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('list:remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
