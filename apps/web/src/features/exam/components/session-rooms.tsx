import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ROOM_ADDRESS_MAX,
  ROOM_CAPACITY_MAX,
  ROOM_INVIGILATORS_MAX,
  ROOM_NAME_MAX,
  type Room,
  scheduleApi,
  type SessionDetail,
} from '@cloud-exam/contract/exam/schedule';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Popconfirm, Progress, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { SCHEDULE_READS } from '../api';

type RoomValues = { roomName: string; capacity: number; address?: string; invigilatorIds: string[] };

/** A session's rooms: capacity, address and invigilators (searched among the institution's members), how full each is. */
export function RoomsCard({ session }: { session: SessionDetail }) {
  const { t } = useTranslation(['exam', 'list']);
  const act = useRowAction(SCHEDULE_READS);
  const [keyword, setKeyword] = useState('');
  const locked = session.started;
  const watchers = useQuery(endpointQuery(scheduleApi.invigilators, { keyword }));
  const dialog = useEditDialog<Room, RoomValues>({
    toValues: (row) =>
      row
        ? { roomName: row.roomName, capacity: row.capacity, address: row.address ?? '', invigilatorIds: row.invigilators.map((i) => i.id) }
        : { roomName: '', capacity: 30, address: '', invigilatorIds: [] },
    save: (values, row) => {
      const input = { ...values, address: values.address || null };
      return row ? call(scheduleApi.updateRoom, { id: row.id, ...input }) : call(scheduleApi.addRoom, { sessionId: session.id, ...input });
    },
    refresh: SCHEDULE_READS,
  });
  // The invigilators already chosen stay named while the search shows others.
  const known = new Map([...session.rooms.flatMap((r) => r.invigilators), ...(watchers.data ?? [])].map((m) => [m.id, m]));
  return (
    <Card
      title={t('schedule.roomsTitle')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={locked} onClick={() => dialog.show()}>
          {t('schedule.addRoom')}
        </Button>
      }
    >
      <Table<Room>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={session.rooms}
        locale={{ emptyText: <Empty description={t('schedule.noRooms')} /> }}
        columns={[
          { title: t('schedule.roomName'), dataIndex: 'roomName' },
          { title: t('schedule.address'), dataIndex: 'address', render: (v: string | null) => v ?? '—' },
          {
            title: t('schedule.seated'),
            width: 220,
            render: (_, row) => (
              <Space>
                <Progress
                  percent={Math.round((row.seated / row.capacity) * 100)}
                  size="small"
                  style={{ width: 110, margin: 0 }}
                  showInfo={false}
                  aria-label={t('schedule.seatsOf', { seated: row.seated, capacity: row.capacity })}
                />
                <span>{t('schedule.seatsOf', { seated: row.seated, capacity: row.capacity })}</span>
              </Space>
            ),
          },
          {
            title: t('schedule.invigilators'),
            render: (_, row) => (row.invigilators.length ? row.invigilators.map((i) => <Tag key={i.id}>{i.name}</Tag>) : '—'),
          },
          {
            title: t('list:action.title'),
            width: 180,
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<EditOutlined />}
                  disabled={locked}
                  onClick={() => dialog.show(row)}
                  aria-label={t('schedule.editRoomOf', { name: row.roomName })}
                >
                  {t('list:action.edit')}
                </Button>
                <Popconfirm
                  title={t('schedule.confirmRemoveRoom', { name: row.roomName, count: row.seated })}
                  okButtonProps={{ danger: true }}
                  disabled={locked}
                  onConfirm={() => act(call(scheduleApi.removeRoom, { id: row.id }), t('list:deleted'))}
                >
                  <Button
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={locked}
                    aria-label={t('schedule.removeRoomOf', { name: row.roomName })}
                  >
                    {t('list:action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="room" addTitle={t('schedule.addRoom')} editTitle={t('schedule.editRoom')}>
        <Form.Item
          name="roomName"
          label={t('schedule.roomName')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('schedule.roomName') }) }]}
        >
          <Input maxLength={ROOM_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('schedule.capacity')}
          extra={t('schedule.capacityHint', { max: ROOM_CAPACITY_MAX })}
          rules={[{ required: true, message: t('list:required', { field: t('schedule.capacity') }) }]}
        >
          <InputNumber min={1} max={ROOM_CAPACITY_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="address" label={t('schedule.address')}>
          <Input maxLength={ROOM_ADDRESS_MAX} />
        </Form.Item>
        <Form.Item
          name="invigilatorIds"
          label={t('schedule.invigilators')}
          extra={t('schedule.invigilatorsHint', { max: ROOM_INVIGILATORS_MAX })}
        >
          <Select
            mode="multiple"
            maxCount={ROOM_INVIGILATORS_MAX}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={watchers.isFetching}
            placeholder={t('schedule.searchInvigilator')}
            options={[...known.values()].map((m) => ({ value: m.id, label: `${m.name} (${m.username})` }))}
          />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
