import { DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { ROOM_CAPACITY_MAX, scheduleApi, type SeatRow, type SessionDetail } from '@cloud-exam/contract/exam/schedule';
import { Button, Card, Empty, Form, InputNumber, Popconfirm, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, downloadFrom } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { SCHEDULE_READS } from '../api';
import { candidateDetailPath } from '../paths';
import { admissionNumberColumn } from './admission-number-column';
import { PersonalValue } from './personal-value';

type MoveValues = { roomId: string; seat?: number };

/** Who sits where in a session, room by room and those without a seat: move, seat, unseat, export. */
export function SeatsCard({ session }: { session: SessionDetail }) {
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
          {
            title: t('candidate.idNumber'),
            dataIndex: 'idNumber',
            width: 230,
            render: (v: string, row) => <PersonalValue examCandidateId={row.examCandidateId} kind="idNumber" value={v} />,
          },
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
