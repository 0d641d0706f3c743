import { ALL_AUTHORITIES, Authority } from '@cloud-exam/contract/authorities';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import {
  APPLICATION_ICONS,
  APPLICATION_NAME_MAX,
  type ApplicationRegister,
  applicationRegisterApi,
} from '@cloud-exam/contract/workstage/workstage';
import { Badge, Card, Empty, Form, Input, InputNumber, Radio, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { APPLICATION_ICON } from '../application-icon';

type Values = InputOf<typeof applicationRegisterApi.add>;
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

/** The operator's register of workbench applications: name, icon, description, link, required authority, enabled. */
export default function ApplicationPage() {
  const { t } = useTranslation(['portal', 'list', 'org']);
  const list = useListPage(applicationRegisterApi.page);
  const act = useRowAction([applicationRegisterApi.page]);
  const dialog = useEditDialog<ApplicationRegister, Values>({
    toValues: (a) =>
      a
        ? {
            ...a,
            description: a.description ?? undefined,
            provider: a.provider ?? undefined,
            authority: a.authority as Values['authority'],
          }
        : { icon: 'appstore', enabled: true, sort: 0 },
    save: (values, a) => (a ? call(applicationRegisterApi.update, { ...values, id: a.id }) : call(applicationRegisterApi.add, values)),
    refresh: [applicationRegisterApi.page],
  });
  const authorityLabel = (a: string | null) => (a ? t(`org:authority.${a}`) : t('workstage.anyone'));

  return (
    <Card title={t('workstage.editor.title')} extra={<ListActions addLabel={t('workstage.editor.add')} onAdd={() => dialog.show()} />}>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t('workstage.editor.empty')} /> }}
        columns={[
          {
            title: t('workstage.editor.icon'),
            dataIndex: 'icon',
            width: 60,
            render: (i: ApplicationRegister['icon']) => APPLICATION_ICON[i],
          },
          { title: t('workstage.editor.name'), dataIndex: 'name', width: 180 },
          { title: t('workstage.link'), dataIndex: 'link', ellipsis: true },
          { title: t('workstage.authority'), dataIndex: 'authority', width: 160, render: authorityLabel },
          {
            title: t('list:status'),
            dataIndex: 'enabled',
            width: 100,
            render: (on: boolean) => (
              <Badge status={on ? 'success' : 'default'} text={t(on ? 'workstage.editor.enabled' : 'workstage.editor.disabled')} />
            ),
          },
          { title: t('service.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('list:action.title'),
            width: 130,
            render: (_, a: ApplicationRegister) => (
              <RowActions
                onEdit={() => dialog.show(a)}
                deleteTitle={t('workstage.editor.confirmDelete', { name: a.name })}
                onDelete={() => act(call(applicationRegisterApi.remove, { id: a.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog
        dialog={dialog}
        name="application"
        addTitle={t('workstage.editor.add')}
        editTitle={t('workstage.editor.edit')}
        width={600}
      >
        <Form.Item
          name="name"
          label={t('workstage.editor.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('workstage.editor.name') }) },
            { max: APPLICATION_NAME_MAX },
          ]}
        >
          <Input maxLength={APPLICATION_NAME_MAX} />
        </Form.Item>
        <Form.Item name="icon" label={t('workstage.editor.icon')}>
          <Radio.Group
            options={APPLICATION_ICONS.map((i) => ({ value: i, label: <span aria-label={i}>{APPLICATION_ICON[i]}</span> }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('workstage.link')}
          extra={t('workstage.editor.linkHelp')}
          rules={[{ required: true, pattern: LINK, message: t('workstage.editor.linkRule') }]}
        >
          <Input placeholder="/examination" />
        </Form.Item>
        <Form.Item name="description" label={t('workstage.editor.description')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
        <Form.Item name="authority" label={t('workstage.authority')}>
          <Select
            allowClear
            placeholder={t('workstage.anyone')}
            options={ALL_AUTHORITIES.filter((a) => a !== Authority.admin).map((a) => ({ value: a, label: authorityLabel(a) }))}
          />
        </Form.Item>
        <Form.Item name="provider" label={t('workstage.provider')} rules={[{ max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="enabled" label={t('list:status')}>
          <Radio.Group
            options={[
              { value: true, label: t('workstage.editor.enabled') },
              { value: false, label: t('workstage.editor.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('service.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
