import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import {
  ROOM_ADDRESS_MAX,
  ROOM_CAPACITY_MAX,
  ROOM_INVIGILATORS_MAX,
  ROOM_NAME_MAX,
  type Room,
  scheduleApi,
  type SeatRow,
  type SessionDetail,
} from '@cloud-exam/contract/exam/schedule';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Progress,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, downloadFrom, endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { useViewParams } from '../../../components/view-location';
import { admissionNumberColumn } from '../components/admission-number-column';
import { candidateDetailPath, schedulePath } from '../paths';
import { Missing, SCHEDULE_READS } from './schedule-page';
import { useViewName } from '../../../layout/tags-view-store';

type RoomValues = { roomName: string; capacity: number; address?: string; invigilatorIds: string[] };

/** `/examination/taskDetail/:id/:timeId` — one session: its rooms with capacity and invigilators, and who sits where. */
export default function SessionPage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? <SessionSchedule key={timeId} examId={id} sessionId={timeId} /> : <Missing />;
}

function SessionSchedule({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const detail = useQuery(endpointQuery(scheduleApi.session, { id: sessionId }));
  useViewName(detail.data?.sessionName);
  if (detail.isError && !detail.data) return <Missing />;
  if (!detail.data) return <Skeleton active />;
  const s = detail.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>{t('schedule.sessionTitle', { name: s.sessionName })}</span>
            {s.started && <Tag color="processing">{t('schedule.started')}</Tag>}
          </Space>
        }
        extra={<Link to={schedulePath(examId)}>{t('schedule.backToSchedule')}</Link>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'exam', label: t('schedule.exam'), children: s.examName },
            { key: 'subject', label: t('schedule.subject'), children: s.subjectName },
            { key: 'time', label: t('schedule.time'), children: `${dateTime(s.beginDate)} – ${dayjs(s.endDate).format('HH:mm')}` },
            { key: 'rooms', label: t('schedule.rooms'), children: s.roomCount },
            { key: 'capacity', label: t('schedule.capacity'), children: s.capacity },
            { key: 'seated', label: t('schedule.seated'), children: s.seated },
          ]}
        />
        {s.started && <Alert type="info" showIcon message={t('schedule.startedHint')} />}
        {!s.started && s.unseated > 0 && (
          <Alert type="warning" showIcon message={t('schedule.unseatedHint', { count: s.unseated, subject: s.subjectName })} />
        )}
      </Card>
      <RoomsCard session={s} />
      <SeatsCard session={s} />
    </Space>
  );
}

function RoomsCard({ session }: { session: SessionDetail }) {
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

type MoveValues = { roomId: string; seat?: number };

function SeatsCard({ session }: { session: SessionDetail }) {
  const { t } = useTranslation(['exam', 'list']);
  const list = useListPage(scheduleApi.seats, { sessionId: session.id });
  const { filter } = list;
  const act = useRowAction(SCHEDULE_READS);
  const [selected, setSelected] = useState<string[]>([]);
  const locked = session.started;
  const tab = filter.unseated ? 'unseated' : (filter.roomId ?? 'all');
  const move = useEditDialog<SeatRow, MoveValues>({
    // The seat starts empty: the first free one of the room chosen, unless the user names one.
    toValues: (row) => ({ roomId: row?.roomId ?? session.rooms.find((r) => r.seated < r.capacity)?.id, seat: undefined }),
    save: (values, row) =>
      call(scheduleApi.move, {
        examCandidateId: row!.examCandidateId,
        sessionId: session.id,
        roomId: values.roomId,
        seat: values.seat ?? undefined,
      }),
    saved: (answer) => t('schedule.moved', { seat: (answer as { seat: number }).seat }),
    refresh: SCHEDULE_READS,
  });
  const unseat = async (ids: string[]) => {
    if (await act(call(scheduleApi.unseat, { sessionId: session.id, examCandidateIds: ids }), t('schedule.unseated'))) setSelected([]);
  };
  return (
    <Card
      title={t('schedule.seatsTitle')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFrom(scheduleApi.export, { examId: session.examId, sessionId: session.id })}
        >
          {t('schedule.exportSession')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setSelected([]);
          list.narrow(
            key === 'unseated' ? { unseated: 'true', roomId: undefined } : { unseated: undefined, roomId: key === 'all' ? undefined : key },
          );
        }}
        items={[
          { key: 'all', label: t('schedule.allRooms') },
          ...session.rooms.map((r) => ({ key: r.id, label: r.roomName })),
          { key: 'unseated', label: t('schedule.unseatedTab', { count: session.unseated }) },
        ]}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('schedule.searchCandidate')}
          width={320}
          value={filter.keyword}
          onSearch={(keyword) => list.narrow({ keyword })}
        />
        {tab !== 'unseated' && (
          <Popconfirm
            title={t('schedule.confirmUnseat', { count: selected.length })}
            okButtonProps={{ danger: true }}
            disabled={!selected.length || locked}
            onConfirm={() => unseat(selected)}
          >
            <Button danger disabled={!selected.length || locked}>
              {t('schedule.unseat')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Table<SeatRow>
        rowKey="examCandidateId"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        rowSelection={tab === 'unseated' ? undefined : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: <Empty description={t(tab === 'unseated' ? 'schedule.allSeated' : 'schedule.noSeats')} /> }}
        columns={[
          { title: t('schedule.room'), dataIndex: 'roomName', width: 120, render: (v: string | null) => v ?? '—' },
          { title: t('schedule.seat'), dataIndex: 'seat', width: 80, render: (v: number | null) => v ?? '—' },
          admissionNumberColumn(t('candidate.admissionNumber')),
          {
            title: t('candidate.name'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={candidateDetailPath(session.examId, row.examCandidateId)}>{name}</Link>,
          },
          { title: t('candidate.idNumber'), dataIndex: 'idNumber', width: 200 },
          { title: t('candidate.dept'), dataIndex: 'deptName', width: 140, render: (v: string | null) => v ?? '—' },
          {
            title: t('list:action.title'),
            width: 180,
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  icon={<SwapOutlined />}
                  disabled={locked || !session.rooms.length}
                  onClick={() => move.show(row)}
                  aria-label={t(row.roomId ? 'schedule.moveOf' : 'schedule.seatOf', { name: row.name })}
                >
                  {t(row.roomId ? 'schedule.move' : 'schedule.seatAction')}
                </Button>
                {row.roomId && (
                  <Popconfirm
                    title={t('schedule.confirmUnseat', { count: 1 })}
                    okButtonProps={{ danger: true }}
                    disabled={locked}
                    onConfirm={() => unseat([row.examCandidateId])}
                  >
                    <Button type="link" danger disabled={locked} aria-label={t('schedule.unseatOf', { name: row.name })}>
                      {t('schedule.unseat')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditDialog
        dialog={move}
        name="move"
        addTitle=""
        editTitle={move.row ? t('schedule.moveTitle', { name: move.row.name, number: move.row.admissionNumber }) : ''}
      >
        <Typography.Paragraph type="secondary">{t('schedule.moveHint')}</Typography.Paragraph>
        <Form.Item
          name="roomId"
          label={t('schedule.room')}
          rules={[{ required: true, message: t('list:required', { field: t('schedule.room') }) }]}
        >
          <Select
            options={session.rooms.map((r) => ({
              value: r.id,
              label: `${r.roomName} · ${t('schedule.seatsOf', { seated: r.seated, capacity: r.capacity })}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="seat" label={t('schedule.seat')} extra={t('schedule.seatHint')}>
          <InputNumber min={1} max={ROOM_CAPACITY_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}
