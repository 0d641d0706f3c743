import type { InputOf } from '@cloud-exam/contract/endpoint';
import { useFeedback } from '../../../components/feedback';
import { MailOutlined } from '@ant-design/icons';
import { deptApi } from '@cloud-exam/contract/org/dept';
import { invitationApi } from '@cloud-exam/contract/org/invitation';
import { type Member, memberApi } from '@cloud-exam/contract/org/member';
import { postApi } from '@cloud-exam/contract/org/post';
import { roleApi } from '@cloud-exam/contract/org/role';
import { validateOptionalEmail, validateOptionalMobile, validateUserName } from '@cloud-exam/contract/validators';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Tree,
  TreeSelect,
  Typography,
} from 'antd';
import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { encryptForServer } from '../../../auth/encrypt-password';
import { dateTime } from '../../../components/date-time';
import { ImportDialog } from '../../../components/list/import-dialog';
import {
  ListActions,
  RowActions,
  SearchFilter,
  SelectFilter,
  StatusFilter,
  StatusTag,
  StatusToggle,
} from '../../../components/list/list-pieces';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useFieldRule } from '../../../components/use-field-rule';
import { toTreeData } from '../components/dept-tree-data';
import { PasswordDialog } from '../components/password-dialog';
import { usePasswordRule } from '../components/password-rule';
import { useExpandedTree } from '../../../components/use-expanded-tree';
import { useRoleName } from '../../../components/role-name';
import { INVITATIONS_PATH } from '../paths';

/** The add/edit form: a new account, or an existing one joining (mode), with what the member holds here. */
type MemberValues = InputOf<typeof memberApi.add> & { mode: 'new' | 'existing' };

/** The institution's people: filter by department, role, status or text; add, edit, disable, reset password, remove, export. */
export default function UserPage() {
  const { t } = useTranslation(['org', 'list']);
  const roleName = useRoleName();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const rule = useFieldRule();
  const list = useListPage(memberApi.page);
  const tree = useQuery(endpointQuery(deptApi.tree));
  const roles = useQuery(endpointQuery(roleApi.list));
  const posts = useQuery(endpointQuery(postApi.page, { current: 1, size: 500 }));
  const [resetting, setResetting] = useState<Member>();
  const [importing, setImporting] = useState(false);
  const passwordRule = usePasswordRule();
  const treeData = toTreeData(tree.data);
  const expanded = useExpandedTree(tree.data);
  const act = useRowAction([memberApi.page]);
  const dialog = useEditDialog<Member, MemberValues, { invitationId: string | null; username: string } | null>({
    toValues: (m) =>
      m
        ? { ...m, mobile: m.mobile ?? undefined, email: m.email ?? undefined, deptId: m.deptId ?? undefined, mode: 'new' }
        : { mode: 'new', postIds: [], roleIds: [] },
    save: async ({ mode: m, username, password, ...fields }, member) => {
      if (member) return call(memberApi.edit, { ...fields, name: fields.name ?? '', userId: member.userId });
      // An existing account is invited by its name alone: nothing of the person is sent or asked.
      const { deptId, postIds, roleIds } = fields;
      const added =
        m === 'existing'
          ? await call(memberApi.add, { username, deptId, postIds, roleIds })
          : await call(memberApi.add, { ...fields, username, password: password ? await encryptForServer(password) : undefined });
      return { invitationId: added.invitationId, username };
    },
    saved: (answer) => (answer?.invitationId ? t('user.invited', { username: answer.username }) : undefined),
    refresh: [memberApi.page, invitationApi.page],
  });
  const pending = useQuery(endpointQuery(invitationApi.page, { status: 'pending', current: 1, size: 1 })).data?.total ?? 0;
  const mode = Form.useWatch('mode', dialog.form);
  const editing = dialog.row;
  const shared = !!editing?.shared;
  const inviting = !editing && mode === 'existing';

  return (
    <Row gutter={16}>
      <Col xs={24} lg={5}>
        <Card title={t('dept.tree')} size="small">
          <Tree
            blockNode
            expandedKeys={expanded.expandedKeys}
            onExpand={expanded.onExpand}
            treeData={treeData}
            selectedKeys={list.filter.deptId ? [list.filter.deptId] : []}
            onSelect={(keys) => list.narrow({ deptId: keys[0] ? String(keys[0]) : undefined })}
          />
        </Card>
      </Col>
      <Col xs={24} lg={19}>
        <Card
          title={t('user.title')}
          extra={
            <Space>
              <Badge count={pending} size="small">
                <Button icon={<MailOutlined />} onClick={() => void navigate(INVITATIONS_PATH)}>
                  {t('invitation.title')}
                </Button>
              </Badge>
              <ListActions
                addLabel={t('user.add')}
                onAdd={() => dialog.show()}
                onImport={() => setImporting(true)}
                onExport={() => downloadFrom(memberApi.export, list.exportFilter)}
              />
            </Space>
          }
        >
          <Space wrap style={{ marginBottom: 16 }}>
            <SearchFilter placeholder={t('user.keyword')} value={list.filter.keyword} onSearch={(keyword) => list.narrow({ keyword })} />
            <SelectFilter
              label={t('user.role')}
              value={list.filter.roleId}
              options={roles.data?.map((r) => ({ value: r.id, label: roleName(r.name) }))}
              onChange={(roleId) => list.narrow({ roleId })}
            />
            <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
          </Space>
          <Table
            rowKey="userId"
            loading={list.query.isFetching}
            dataSource={list.query.data?.records}
            pagination={list.pagination}
            columns={[
              { title: t('user.username'), dataIndex: 'username' },
              { title: t('user.name'), dataIndex: 'name', width: 110 },
              { title: t('user.mobile'), dataIndex: 'mobile', width: 130 },
              { title: t('user.dept'), dataIndex: 'deptName', width: 120 },
              {
                title: t('user.roles'),
                dataIndex: 'roleNames',
                render: (names: string[]) => names.map((n) => <Tag key={n}>{roleName(n)}</Tag>),
              },
              {
                title: t('list:status'),
                dataIndex: 'status',
                width: 90,
                render: (s: number) => <StatusTag status={s} />,
              },
              { title: t('list:createTime'), dataIndex: 'createTime', width: 160, render: dateTime },
              {
                title: t('list:action.title'),
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
                      onToggle={(status) => act(call(memberApi.status, { userId: m.userId, status }), t('list:saved'))}
                    />
                    <Popconfirm
                      title={t('user.confirmRemove', { name: m.name })}
                      onConfirm={() => act(call(memberApi.remove, { userId: m.userId }), t('list:deleted'))}
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
      <EditDialog
        dialog={dialog}
        name="member"
        addTitle={t('user.add')}
        editTitle={t('user.edit')}
        width={640}
        okText={inviting ? t('user.invite') : undefined}
      >
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
        {inviting && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('user.existingHint')} />}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="username" label={t('user.username')} required rules={[rule(validateUserName)]}>
              <Input disabled={!!editing} autoComplete="off" />
            </Form.Item>
          </Col>
          {!inviting && (
            <Col span={12}>
              <Form.Item
                name="name"
                label={t('user.name')}
                rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('user.name') }) }, { max: 20 }]}
              >
                <Input disabled={shared} />
              </Form.Item>
            </Col>
          )}
          {!editing && !inviting && (
            <Col span={12}>
              <Form.Item name="password" label={t('user.password')} required rules={[passwordRule]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          )}
          {!inviting && (
            <>
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
            </>
          )}
          <Col span={12}>
            <Form.Item name="deptId" label={t('user.dept')}>
              <TreeSelect allowClear showSearch treeNodeFilterProp="title" treeDefaultExpandAll treeData={treeData} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="postIds" label={t('user.posts')}>
          <Select mode="multiple" allowClear options={posts.data?.records.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="roleIds" label={t('user.roles')} rules={[{ required: true, message: t('user.roleRequired') }]}>
          <Select mode="multiple" options={roles.data?.map((r) => ({ value: r.id, label: roleName(r.name) }))} />
        </Form.Item>
        {shared && <Typography.Paragraph type="secondary">{t('user.sharedHint')}</Typography.Paragraph>}
      </EditDialog>
      <PasswordDialog
        open={!!resetting}
        title={t('user.resetPasswordOf', { name: resetting?.name })}
        onClose={() => setResetting(undefined)}
        onSave={async (password) => {
          await call(memberApi.resetPassword, { userId: resetting!.userId, password });
          message.success(t('user.passwordReset'));
        }}
      />
      <ImportDialog
        open={importing}
        title={t('user.import')}
        onClose={() => setImporting(false)}
        importEndpoint={memberApi.import}
        templateEndpoint={memberApi.template}
        refresh={[memberApi.page]}
      />
    </Row>
  );
}
