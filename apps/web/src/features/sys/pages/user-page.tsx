import type { Member } from '@cloud-exam/contract/org';
import { validateOptionalEmail, validateOptionalMobile, validateUserName } from '@cloud-exam/contract/validators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Modal, Popconfirm, Row, Segmented, Select, Space, Table, Tag, Tree, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encryptForServer } from '../../../auth/encrypt-password';
import { useFieldRule } from '../../../components/use-field-rule';
import {
  allPostsQuery,
  deptTreeQuery,
  downloadMemberTemplate,
  exportMembers,
  importMembers,
  type MemberFilter,
  type MemberForm,
  memberPageQuery,
  removeMember,
  resetMemberPassword,
  rolesQuery,
  saveMember,
  setMemberStatus,
} from '../api';
import { ImportDialog } from '../components/import-dialog';
import { PasswordDialog } from '../components/password-dialog';
import { usePasswordRule } from '../components/password-rule';
import {
  ListActions,
  narrowed,
  RowActions,
  SearchFilter,
  StatusFilter,
  StatusTag,
  StatusToggle,
  useEditDialog,
  usePagination,
  useRowAction,
} from '../components/crud';
import { toTreeData } from '../components/dept-tree-data';
import { useExpandedTree } from '../components/use-expanded-tree';
import { dateTime } from '../../../components/date-time';

/** The institution's people: filter by department, role, status or text; add, edit, disable, reset password, remove, export. */
export default function UserPage() {
  const { t } = useTranslation('sys');
  const { message } = App.useApp();
  const rule = useFieldRule();
  const [filter, setFilter] = useState<MemberFilter>({ current: 1, size: 10 });
  const page = useQuery(memberPageQuery(filter));
  const tree = useQuery(deptTreeQuery);
  const roles = useQuery(rolesQuery);
  const posts = useQuery(allPostsQuery);
  const [resetting, setResetting] = useState<Member>();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const passwordRule = usePasswordRule();
  const treeData = toTreeData(tree.data);
  const expanded = useExpandedTree(tree.data);
  const act = useRowAction(['sys', 'member']);
  const dialog = useEditDialog<Member, MemberForm & { mode: 'new' | 'existing' }>({
    toValues: (m) =>
      m
        ? { ...m, mobile: m.mobile ?? undefined, email: m.email ?? undefined, deptId: m.deptId ?? undefined, mode: 'new' }
        : { mode: 'new', postIds: [], roleIds: [] },
    save: async ({ mode: m, password, ...values }, member) =>
      saveMember({
        ...values,
        userId: member?.userId,
        password: !member && m === 'new' && password ? await encryptForServer(password) : undefined,
      }),
    queryKey: ['sys', 'member'],
  });
  const mode = Form.useWatch('mode', dialog.form);
  const editing = dialog.row;
  const { current: _c, size: _s, ...exportFilter } = filter;
  const shared = !!editing?.shared;
  const pagination = usePagination(filter, setFilter, page.data?.total);

  return (
    <Row gutter={16}>
      <Col span={5}>
        <Card title={t('dept.tree')} size="small">
          <Tree
            blockNode
            {...expanded}
            treeData={treeData}
            selectedKeys={filter.deptId ? [filter.deptId] : []}
            onSelect={(keys) => setFilter({ ...filter, deptId: keys[0] ? String(keys[0]) : undefined, current: 1 })}
          />
        </Card>
      </Col>
      <Col span={19}>
        <Card
          title={t('user.title')}
          extra={
            <ListActions
              addLabel={t('user.add')}
              onAdd={() => dialog.show()}
              onImport={() => setImporting(true)}
              onExport={() => exportMembers(exportFilter)}
            />
          }
        >
          <Space wrap style={{ marginBottom: 16 }}>
            <SearchFilter placeholder={t('user.keyword')} onSearch={(keyword) => setFilter(narrowed(filter, { keyword }))} />
            <Select
              allowClear
              placeholder={t('user.role')}
              style={{ width: 180 }}
              options={roles.data?.map((r) => ({ value: r.id, label: r.name }))}
              onChange={(roleId?: string) => setFilter(narrowed(filter, { roleId }))}
            />
            <StatusFilter onChange={(status) => setFilter(narrowed(filter, { status }))} />
          </Space>
          <Table
            rowKey="userId"
            loading={page.isFetching}
            dataSource={page.data?.records}
            pagination={pagination}
            columns={[
              { title: t('user.username'), dataIndex: 'username' },
              { title: t('user.name'), dataIndex: 'name', width: 110 },
              { title: t('user.mobile'), dataIndex: 'mobile', width: 130 },
              { title: t('user.dept'), dataIndex: 'deptName', width: 120 },
              { title: t('user.roles'), dataIndex: 'roleNames', render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>) },
              {
                title: t('status'),
                dataIndex: 'status',
                width: 90,
                render: (s: number) => <StatusTag status={s} />,
              },
              { title: t('createTime'), dataIndex: 'createTime', width: 160, render: dateTime },
              {
                title: t('action.title'),
                width: 220,
                render: (_, m: Member) => (
                  <RowActions onEdit={() => dialog.show(m)}>
                    <Button
                      type="link"
                      size="small"
                      disabled={m.shared}
                      title={m.shared ? t('user.sharedHint') : undefined}
                      onClick={() => setResetting(m)}
                    >
                      {t('user.resetPassword')}
                    </Button>
                    <StatusToggle
                      status={m.status}
                      name={m.name}
                      onToggle={(status) => act(setMemberStatus(m.userId, status), t('saved'))}
                    />
                    <Popconfirm
                      title={t('user.confirmRemove', { name: m.name })}
                      onConfirm={() => act(removeMember(m.userId), t('deleted'))}
                    >
                      <Button type="link" size="small" danger>
                        {t('user.remove')}
                      </Button>
                    </Popconfirm>
                  </RowActions>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Modal
        open={dialog.open}
        title={editing ? t('user.edit') : t('user.add')}
        onCancel={dialog.close}
        onOk={dialog.submit}
        width={640}
        destroyOnHidden
      >
        <Form form={dialog.form} layout="vertical" name="member" preserve={false}>
          {!editing && (
            <Form.Item name="mode">
              <Segmented
                options={[
                  { value: 'new', label: t('user.newAccount') },
                  { value: 'existing', label: t('user.existingAccount') },
                ]}
              />
            </Form.Item>
          )}
          {mode === 'existing' && !editing && <p style={{ color: '#888' }}>{t('user.existingHint')}</p>}
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="username" label={t('user.username')} rules={[rule(validateUserName)]}>
                <Input disabled={!!editing} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="name"
                label={t('user.name')}
                rules={[{ required: true, whitespace: true, message: t('required', { field: t('user.name') }) }, { max: 20 }]}
              >
                <Input disabled={shared} />
              </Form.Item>
            </Col>
            {!editing && mode !== 'existing' && (
              <Col span={12}>
                <Form.Item name="password" label={t('user.password')} rules={[passwordRule]}>
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            )}
            <Col span={12}>
              <Form.Item name="mobile" label={t('user.mobile')} rules={[rule(validateOptionalMobile)]}>
                <Input disabled={shared} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="email" label={t('user.email')} rules={[rule(validateOptionalEmail)]}>
                <Input disabled={shared} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="deptId" label={t('user.dept')}>
                <TreeSelect allowClear treeDefaultExpandAll treeData={treeData} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="postIds" label={t('user.posts')}>
            <Select mode="multiple" allowClear options={posts.data?.records.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
          <Form.Item name="roleIds" label={t('user.roles')} rules={[{ required: true, message: t('user.roleRequired') }]}>
            <Select mode="multiple" options={roles.data?.map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
          {shared && <p style={{ color: '#888' }}>{t('user.sharedHint')}</p>}
        </Form>
      </Modal>
      <PasswordDialog
        open={!!resetting}
        title={t('user.resetPasswordOf', { name: resetting?.name })}
        onClose={() => setResetting(undefined)}
        onSave={async (password) => {
          await resetMemberPassword(resetting!.userId, password);
          message.success(t('user.passwordReset'));
        }}
      />
      <ImportDialog
        open={importing}
        title={t('user.import')}
        onClose={() => setImporting(false)}
        onTemplate={downloadMemberTemplate}
        onImport={importMembers}
        onImported={() => queryClient.invalidateQueries({ queryKey: ['sys', 'member'] })}
      />
    </Row>
  );
}
