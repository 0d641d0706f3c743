import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { type Breach, CONSEQUENCES, type Consequence, sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, Form, Input, Modal, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { SearchFilter, SelectFilter } from '../../../components/list/list-pieces';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { ReadableTag } from '../../../components/readable-tag';
import { told } from '../../../components/use-submit';
import { useViewParams } from '../../../components/view-location';
import { useCurrentUser } from '../../../auth/current-user';
import { BreachRecordDialog } from '../components/breach-record-dialog';
import { ConsequenceTag, SnapshotThumb } from '../components/discipline-pieces';
import { DisciplineRulesDialog } from '../components/discipline-rules-dialog';
import { ExamMissing } from '../components/exam-missing';
import { SessionHeading } from '../components/session-heading';
import { useExportStarted } from '../components/export-started';
import { useSessionLive } from '../use-session-live';
import { roomsOf, useSessionOverview } from '../use-session-overview';

/**
 * `/examination/taskDetail/disciplinePages/:id/:timeId` — the breaches recorded in a session against the institution's
 * break rules: filtered by room, rule, consequence and candidate (in the address's query), recorded from the roster
 * with snapshots as evidence, revoked with a reason, exported through the download centre, read again live.
 */
export default function SessionDisciplinePage() {
  const { id = '', timeId = '' } = useViewParams<'id' | 'timeId'>();
  return idSchema.safeParse(timeId).success ? (
    <SessionDiscipline key={timeId} examId={id} sessionId={timeId} />
  ) : (
    <ExamMissing titleKey="schedule.missing" />
  );
}

function SessionDiscipline({ examId, sessionId }: { examId: string; sessionId: string }) {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const live = useSessionLive(sessionId);
  // the break rules are the institution's, kept by the officer; an invigilator records breaches against them
  const officer = hasAnyAuthority(useCurrentUser().authorities, [Authority.exam]);
  const session = useSessionOverview(sessionId);
  const rules = useQuery(endpointQuery(sittingDisciplineApi.rules, undefined));
  const list = useListPage(sittingDisciplineApi.breaches, { sessionId });
  const { filter } = list;
  const refresh = useRefresh([sittingDisciplineApi.breaches, sittingDisciplineApi.rules]);
  const [recording, setRecording] = useState(false);
  const [managing, setManaging] = useState(false);
  const [revoking, setRevoking] = useState<Breach>();
  const exported = useExportStarted(sittingDisciplineApi.exportBreaches, t('discipline.exportStarted'));

  if (session.isError && !session.data) return <ExamMissing titleKey="schedule.missing" />;
  if (!session.data) return <Skeleton active />;
  const s = session.data;
  const data = list.query.data;
  const filtered = !!(filter.roomId || filter.ruleId || filter.consequence || filter.keyword);
  const liveStatus = live === 'live' ? 'success' : live === 'connecting' ? 'processing' : 'default';

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SessionHeading examId={examId} sessionId={sessionId} title={t('discipline.titleOf', { name: s.sessionName })} session={s}>
        <Badge status={liveStatus} text={t(`discipline.live.${live}`)} />
      </SessionHeading>
      <Card
        extra={
          <Space wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
              {t('discipline.refresh')}
            </Button>
            {officer && (
              <Button icon={<SettingOutlined />} onClick={() => setManaging(true)}>
                {t('discipline.manageRules')}
              </Button>
            )}
            <Button icon={<DownloadOutlined />} onClick={() => void exported.start(list.exportFilter)}>
              {t('list:action.export')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)}>
              {t('discipline.record')}
            </Button>
          </Space>
        }
        title={
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('discipline.title')}
          </Typography.Title>
        }
      >
        {exported.notice({ style: { marginBottom: 16 } })}
        <Space wrap style={{ marginBottom: 16, display: 'flex' }}>
          <SelectFilter
            label={t('discipline.room')}
            placeholder={t('discipline.allRooms')}
            value={filter.roomId}
            options={roomsOf(s).map((r) => ({ value: r.id, label: r.roomName }))}
            onChange={(v) => list.narrow({ roomId: v ?? '' })}
          />
          <SelectFilter
            label={t('discipline.rule')}
            placeholder={t('discipline.allRules')}
            value={filter.ruleId}
            width={220}
            options={rules.data?.rules.map((r) => ({ value: r.id, label: r.name }))}
            onChange={(v) => list.narrow({ ruleId: v ?? '' })}
          />
          <SelectFilter<Consequence>
            label={t('discipline.consequence')}
            placeholder={t('discipline.allConsequences')}
            value={filter.consequence}
            options={CONSEQUENCES.map((c) => ({ value: c, label: t(`discipline.consequences.${c}`) }))}
            onChange={(v) => list.narrow({ consequence: v ?? '' })}
          />
          <SearchFilter
            placeholder={t('discipline.search')}
            width={280}
            value={filter.keyword}
            onSearch={(keyword) => list.narrow({ keyword })}
          />
        </Space>
        <Table<Breach>
          rowKey="id"
          loading={list.query.isFetching}
          dataSource={data?.records}
          pagination={list.pagination}
          locale={{ emptyText: <Empty description={filtered ? t('discipline.emptyFiltered') : t('discipline.empty')} /> }}
          columns={[
            { title: t('discipline.recordedAt'), dataIndex: 'recordedAt', width: 170, render: (v: string) => times.seconds(v) },
            {
              title: t('discipline.candidate'),
              key: 'candidate',
              render: (_, b) => (
                <Space orientation="vertical" size={0}>
                  <span>{b.name}</span>
                  <Typography.Text type="secondary">{b.admissionNumber}</Typography.Text>
                </Space>
              ),
            },
            { title: t('discipline.room'), dataIndex: 'roomName', render: (v: string | null) => v ?? '—' },
            { title: t('discipline.rule'), dataIndex: 'ruleName' },
            {
              title: t('discipline.consequence'),
              key: 'consequence',
              render: (_, b) => <ConsequenceTag consequence={b.consequence} points={b.points} />,
            },
            {
              title: t('discipline.evidence'),
              key: 'evidence',
              render: (_, b) =>
                b.snapshots.length ? (
                  <Space wrap size={4}>
                    {b.snapshots.map((x) => (
                      <SnapshotThumb key={x.id} sessionId={sessionId} examCandidateId={b.examCandidateId} id={x.id} at={x.at} />
                    ))}
                  </Space>
                ) : (
                  t('discipline.none')
                ),
            },
            { title: t('discipline.note'), dataIndex: 'note', render: (v: string) => v || '—' },
            { title: t('discipline.recordedBy'), dataIndex: 'recordedBy' },
            {
              title: t('discipline.status'),
              key: 'status',
              render: (_, b) =>
                b.revoked ? (
                  <Space orientation="vertical" size={0}>
                    <ReadableTag>{t('discipline.revoked')}</ReadableTag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('discipline.revokedBy', { by: b.revoked.by, at: times.seconds(b.revoked.at), reason: b.revoked.reason })}
                    </Typography.Text>
                  </Space>
                ) : (
                  <ReadableTag color="processing">{t('discipline.standing')}</ReadableTag>
                ),
            },
            {
              title: t('list:action.title'),
              key: 'actions',
              render: (_, b) =>
                !b.revoked && (
                  <Button type="link" danger onClick={() => setRevoking(b)} aria-label={t('discipline.revokeOf', { name: b.name })}>
                    {t('discipline.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <BreachRecordDialog
        sessionId={sessionId}
        rules={rules.data?.rules ?? []}
        open={recording}
        onClose={() => setRecording(false)}
        onDone={() => {
          setRecording(false);
          void refresh();
        }}
      />
      <DisciplineRulesDialog
        rules={rules.data?.rules ?? []}
        open={managing}
        onClose={() => setManaging(false)}
        onChanged={() => void refresh()}
      />
      {revoking && (
        <RevokeDialog
          breach={revoking}
          onClose={() => setRevoking(undefined)}
          onDone={() => {
            setRevoking(undefined);
            void refresh();
          }}
        />
      )}
    </Space>
  );
}

/** Revoking a breach asks why, and is confirmed by its own button: its consequence no longer applies to the score. */
function RevokeDialog({ breach, onClose, onDone }: { breach: Breach; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('exam');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const revoke = async () => {
    const v = await told(() => form.validateFields());
    if (!v) return;
    setSaving(true);
    try {
      const answer = await told(() => call(sittingDisciplineApi.revoke, { id: breach.id, reason: v.reason.trim() }));
      if (!answer) return;
      message.success(t('discipline.revokedDone'));
      onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('discipline.revokeTitle', { name: breach.name })}
      okText={t('discipline.revoke')}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => void revoke()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {breach.ruleName} · <ConsequenceTag consequence={breach.consequence} points={breach.points} />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('discipline.revokeHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="breachRevoke">
        <Form.Item
          name="reason"
          label={t('discipline.reason')}
          rules={[{ required: true, whitespace: true, message: t('discipline.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
