import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Language } from '@cloud-exam/contract/languages';
import { RECORD_KINDS, type RecordEvent, type RecordKind, sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { describeRecordEvent, recordKindName } from '@cloud-exam/contract/sitting/sitting-record-words';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFrom, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { told } from '../../../components/use-submit';
import { ReadableTag } from '../../../components/readable-tag';

/** The colour of an event's kind: the invigilators' actions, what ends or reopens a paper, what the candidate did. */
const KIND_COLOURS: Partial<Record<RecordKind, string>> = {
  signIn: 'blue',
  entryRefused: 'red',
  start: 'blue',
  leavePage: 'orange',
  leaveFullscreen: 'orange',
  copyPasteBlocked: 'orange',
  pause: 'purple',
  resume: 'purple',
  extraTime: 'purple',
  lock: 'purple',
  unlock: 'purple',
  message: 'cyan',
  submit: 'green',
  forceSubmit: 'red',
  withdraw: 'gold',
};

/** A candidate's record as the page reads it: the kinds chosen, and the record of those kinds. */
export function useCandidateRecord(sessionId: string, candidateId: string | undefined) {
  const [kinds, setKinds] = useState<RecordKind[]>([]);
  const input = { sessionId, examCandidateId: candidateId ?? '', kinds: kinds.length ? kinds : undefined };
  const record = useQuery({ ...endpointQuery(sittingRecordApi.events, input), enabled: !!candidateId, placeholderData: keepPreviousData });
  return { kinds, setKinds, input, record };
}

/**
 * A candidate's record in a session: who they are and where they sit, then every event in order (its time, kind,
 * detail, who did it and why), filtered by kind and exported as filtered.
 */
export function RecordEvents({ kinds, setKinds, input, record }: ReturnType<typeof useCandidateRecord>) {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const lang = i18n.language as Language;
  const times = useExamTimes();
  const candidate = record.data?.candidate;
  const events = record.data?.events;

  if (record.isError && !record.data)
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          title={t('candidateRecord.loadFailed')}
          description={record.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void record.refetch()}>
              {t('candidateRecord.retry')}
            </Button>
          }
        />
      </Card>
    );
  return (
    <Card
      title={
        candidate
          ? t('candidateRecord.of', { name: candidate.name, admissionNumber: candidate.admissionNumber })
          : t('candidateRecord.title')
      }
      extra={<TimeZoneNote at={events?.[0]?.at} />}
    >
      {!record.data ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'admission', label: t('candidate.admissionNumber'), children: candidate!.admissionNumber },
              { key: 'room', label: t('candidateRecord.room'), children: candidate!.roomName ?? '—' },
              { key: 'seat', label: t('candidateRecord.seat'), children: candidate!.seat ?? '—' },
            ]}
          />
          <Space wrap>
            <Select<RecordKind[]>
              mode="multiple"
              allowClear
              aria-label={t('candidateRecord.kinds')}
              placeholder={t('candidateRecord.allKinds')}
              style={{ minWidth: 320 }}
              value={kinds}
              optionFilterProp="label"
              options={RECORD_KINDS.map((k) => ({ value: k, label: recordKindName(k, lang) }))}
              onChange={setKinds}
            />
            <Button
              icon={<DownloadOutlined />}
              disabled={!events?.length}
              onClick={() => void told(() => downloadFrom(sittingRecordApi.exportEvents, input))}
            >
              {t('list:action.export')}
            </Button>
          </Space>
          <Table<RecordEvent>
            rowKey="id"
            size="small"
            loading={record.isFetching}
            dataSource={events}
            locale={{ emptyText: <Empty description={t(kinds.length ? 'candidateRecord.noneOfKinds' : 'candidateRecord.empty')} /> }}
            pagination={{ defaultPageSize: 50, showSizeChanger: true, showTotal: (total) => t('list:total', { count: total }) }}
            columns={[
              { title: t('candidateRecord.time'), dataIndex: 'at', width: 170, render: (at: string) => times.seconds(at) },
              {
                title: t('candidateRecord.kind'),
                dataIndex: 'kind',
                width: 150,
                render: (k: RecordKind) => <ReadableTag color={KIND_COLOURS[k]}>{recordKindName(k, lang)}</ReadableTag>,
              },
              {
                title: t('candidateRecord.detail'),
                key: 'detail',
                render: (_, e) => describeRecordEvent(e, lang, times.seconds),
              },
              { title: t('candidateRecord.by'), dataIndex: 'by', width: 120, render: (v: string | null) => v ?? '—' },
              {
                title: t('candidateRecord.reason'),
                dataIndex: 'reason',
                width: 200,
                render: (v: string | null) => (v ? <Typography.Text>{v}</Typography.Text> : '—'),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
