import { BANNER_MAX } from '@cloud-exam/contract/constants';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import { storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { BANNER_LINK_MAX, BANNER_TITLE_MAX, type Banner, bannerApi, BannerStatus } from '@cloud-exam/contract/portal/banner';
import { Card, DatePicker, Form, Image, Input, InputNumber, Radio, Space, Switch, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter, StatusFilter, StatusTag, useStatusOptions } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { ImageKeyField } from '../components/image-key-field';

type BannerValues = Omit<InputOf<typeof bannerApi.add>, 'startTime' | 'endTime'> & { period?: [Dayjs | null, Dayjs | null] | null };

const LINK = /^(\/(?!\/)|https?:\/\/)\S*$/i;

/** The landing page's banners (platform operator): search, add, edit, enable or disable, delete. */
export default function BannerPage() {
  const { t } = useTranslation(['portal', 'list']);
  const list = useListPage(bannerApi.page);
  const statusOptions = useStatusOptions();
  const act = useRowAction([bannerApi.page]);
  const dialog = useEditDialog<Banner, BannerValues>({
    toValues: (b) =>
      b
        ? { ...b, period: [b.startTime ? dayjs(b.startTime) : null, b.endTime ? dayjs(b.endTime) : null] }
        : { sort: 0, status: BannerStatus.enabled },
    save: ({ period, ...values }, b) => {
      const input = { ...values, startTime: period?.[0]?.toISOString() ?? null, endTime: period?.[1]?.toISOString() ?? null };
      return b ? call(bannerApi.edit, { ...input, id: b.id }) : call(bannerApi.add, input);
    },
    refresh: [bannerApi.page],
  });
  const period = (b: Banner) =>
    b.startTime || b.endTime
      ? `${b.startTime ? dateTime(b.startTime) : '…'} – ${b.endTime ? dateTime(b.endTime) : '…'}`
      : t('banner.always');

  return (
    <Card title={t('banner.title')} extra={<ListActions addLabel={t('banner.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('banner.search')} width={240} value={list.filter.title} onSearch={(title) => list.narrow({ title })} />
        <StatusFilter value={list.filter.status} onChange={(status) => list.narrow({ status })} />
      </Space>
      <Table
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        columns={[
          {
            title: t('banner.image'),
            dataIndex: 'image',
            width: 140,
            render: (key: string, b: Banner) => <Image src={storedFileUrl(key)} alt={b.title} width={120} />,
          },
          { title: t('banner.name'), dataIndex: 'title' },
          { title: t('banner.size'), width: 110, render: (_, b: Banner) => `${b.width}×${b.height}` },
          { title: t('banner.sort'), dataIndex: 'sort', width: 80 },
          { title: t('banner.period'), width: 260, render: (_, b: Banner) => period(b) },
          {
            title: t('list:status'),
            dataIndex: 'status',
            width: 110,
            render: (s: number, b: Banner) => (
              <Space>
                <Switch
                  size="small"
                  checked={s === BannerStatus.enabled}
                  aria-label={t('banner.toggle', { name: b.title })}
                  onChange={(on) =>
                    void act(
                      call(bannerApi.setStatus, { id: b.id, status: on ? BannerStatus.enabled : BannerStatus.disabled }),
                      t('list:saved'),
                    )
                  }
                />
                <StatusTag status={s} />
              </Space>
            ),
          },
          {
            title: t('list:action.title'),
            width: 150,
            render: (_, b: Banner) => (
              <RowActions
                onEdit={() => dialog.show(b)}
                deleteTitle={t('banner.confirmDelete', { name: b.title })}
                onDelete={() => act(call(bannerApi.remove, { id: b.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="banner" addTitle={t('banner.add')} editTitle={t('banner.edit')} width={640}>
        <Form.Item
          name="title"
          label={t('banner.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('banner.name') }) },
            { max: BANNER_TITLE_MAX },
          ]}
        >
          <Input maxLength={BANNER_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="image"
          label={t('banner.image')}
          rules={[{ required: true, message: t('list:required', { field: t('banner.image') }) }]}
        >
          <ImageKeyField label={t('banner.image')} hint={t('banner.imageHint', BANNER_MAX)} />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('banner.link')}
          rules={[{ pattern: LINK, message: t('banner.linkRule') }, { max: BANNER_LINK_MAX }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="period" label={t('banner.period')} extra={t('banner.periodHint')}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="sort" label={t('banner.sort')}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('list:status')}>
          <Radio.Group options={statusOptions} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
