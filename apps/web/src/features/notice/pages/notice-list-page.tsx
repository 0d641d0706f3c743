import { CheckOutlined } from '@ant-design/icons';
import { useFeedback } from '../../../components/feedback';
import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Segmented, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListPage } from '../../../components/list/use-list-page';
import { SelectFilter } from '../../../components/list/list-pieces';
import { markRead, noticeKeys } from '../api';
import { MESSAGE_TYPES, messageTypeOf } from '../message-type';
import { dateTime } from '../../../components/date-time';
import { noticeDetailPath } from '../../../lib/paths';

/** The message centre: my notices, filtered by type and read state, paged on the server. */
export default function NoticeListPage() {
  const { t } = useTranslation('notice');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const list = useListPage(noticeApi.page);
  const { filter, query: page } = list;

  const readAll = async () => {
    const { updated } = await markRead();
    message.success(t('readAllDone', { count: updated }));
    await Promise.all(noticeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <Card
      title={t('title')}
      extra={
        <Button icon={<CheckOutlined />} onClick={readAll}>
          {t('readAll')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented
          value={filter.read ?? 'all'}
          options={[
            { value: 'all', label: t('filter.all') },
            { value: '0', label: t('filter.unread') },
            { value: '1', label: t('filter.read') },
          ]}
          onChange={(v) => list.narrow({ read: v === 'all' ? undefined : (v as '0' | '1') })}
        />
        <SelectFilter
          label={t('filter.type')}
          width={160}
          value={filter.messageType}
          options={MESSAGE_TYPES.map((m) => ({ value: m.value, label: t(m.key) }))}
          onChange={(messageType) => list.narrow({ messageType })}
        />
      </Space>
      <Table
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{ ...list.pagination, showTotal: (total) => t('total', { count: total }) }}
        columns={[
          {
            title: t('column.title'),
            dataIndex: 'title',
            render: (title: string, n) => (
              <Badge dot={!n.read} offset={[6, 0]}>
                <Link to={noticeDetailPath(n.id)} style={{ fontWeight: n.read ? 400 : 600 }}>
                  {title}
                </Link>
              </Badge>
            ),
          },
          {
            title: t('column.type'),
            dataIndex: 'messageType',
            width: 140,
            render: (v: number) => <Tag color={messageTypeOf(v).color}>{t(messageTypeOf(v).key)}</Tag>,
          },
          { title: t('column.time'), dataIndex: 'createTime', width: 200, render: dateTime },
        ]}
      />
    </Card>
  );
}
