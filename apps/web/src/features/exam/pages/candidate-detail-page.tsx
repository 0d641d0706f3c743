import type { CollectUpload } from '@cloud-exam/contract/exam/collect-answers';
import { CHOICE_TYPES, UPLOAD_TYPES } from '@cloud-exam/contract/exam/collect-info';
import { examCandidateApi, type ExamCandidateInfo } from '@cloud-exam/contract/exam/exam-candidate';
import type { AreaNode } from '@cloud-exam/contract/org/area';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Image, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { editCandidatePath } from '../paths';
import { usePersonalData, useAreaTree } from '../api';
import { CandidateArrangements } from '../components/candidate-arrangements';
import { PersonalValue } from '../components/personal-value';
import { Refusable } from '../components/refusable';

type Field = ExamCandidateInfo['fields'][number];

/** The names of a region answer's codes (province → city → district), a code not in the tree as itself. */
function regionNames(codes: unknown[], tree: AreaNode[]) {
  let level: AreaNode[] | undefined = tree;
  return codes.map((code) => {
    const node: AreaNode | undefined = level?.find((n) => n.code === code);
    level = node?.children;
    return node?.name ?? String(code);
  });
}

/** An answer of the information form as its field shows it: choices by their labels, a region by its names, files as links. */
export function Answer({ field, value, areaTree }: { field: Field; value: unknown; areaTree: AreaNode[] }) {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) return <>—</>;
  const label = (v: unknown) => field.optionList.find((o) => o.value === String(v))?.label ?? String(v);
  if (UPLOAD_TYPES.includes(field.componentType) && Array.isArray(value))
    return (
      <Space wrap>
        {(value as CollectUpload[]).map((u, i) => (
          <Typography.Link key={`${i}:${u.url}`} href={u.url} target="_blank" rel="noreferrer">
            {u.name || u.url}
          </Typography.Link>
        ))}
      </Space>
    );
  if (field.componentType === 'region' && Array.isArray(value)) return <>{regionNames(value, areaTree).join(' / ')}</>;
  if (CHOICE_TYPES.includes(field.componentType)) return <>{[value].flat().map(label).join(', ')}</>;
  return <>{Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** One exam candidate: account, photo, the information form's answers, seats and history. */
export default function CandidateDetailPage() {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const { id = '', candidateId = '' } = useViewParams<'id' | 'candidateId'>();
  const navigate = useNavigate();
  const info = useQuery(endpointQuery(examCandidateApi.info, { id: candidateId }));
  const fields = (info.data?.fields ?? []).filter((f) => f.visible !== 0);
  const areas = useAreaTree(fields.some((f) => f.componentType === 'region'));
  // once revealed (the eye beside a masked value), the form's personal answers show whole too
  const whole = usePersonalData(candidateId);
  if (info.isLoading) return <Spin />;
  const c: ExamCandidateInfo | undefined = info.data;
  if (!c) return <Empty description={t('candidate.notFound')} />;
  const collected = { ...c.collected, ...whole.data?.collected };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Card
        title={t('candidate.detailTitle', { name: c.name })}
        extra={
          <Refusable reason={c.editable ? undefined : t(`candidate.locked.${c.editReason ?? 'examInProgress'}`)}>
            {(disabled) => (
              <Button type="primary" disabled={disabled} onClick={() => void navigate(editCandidatePath(id, c.id, c.admissionNumber))}>
                {t('candidate.edit')}
              </Button>
            )}
          </Refusable>
        }
      >
        <Space align="start" size={24} wrap>
          {c.photoUrl ? (
            <Image src={c.photoUrl} alt={t('candidate.photoOf', { name: c.name })} width={120} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('candidate.noPhoto')} />
          )}
          <Descriptions column={2} size="small">
            <Descriptions.Item label={t('candidate.name')}>{c.name}</Descriptions.Item>
            <Descriptions.Item label={t('candidate.admissionNumber')}>{c.admissionNumber}</Descriptions.Item>
            {(['idNumber', 'mobile', 'email'] as const).map((kind) => (
              <Descriptions.Item key={kind} label={t(`candidate.${kind}`)}>
                <PersonalValue examCandidateId={c.id} kind={kind} value={c[kind]} />
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('candidate.dept')}>{c.deptName ?? '—'}</Descriptions.Item>
          </Descriptions>
        </Space>
        {!c.editable && c.editReason && (
          <Typography.Paragraph type="secondary">{t(`candidate.locked.${c.editReason}`)}</Typography.Paragraph>
        )}
      </Card>
      <Card title={t('candidate.collected')}>
        {fields.length ? (
          <Descriptions column={1} size="small">
            {fields.map((f) => (
              <Descriptions.Item key={f.id} label={f.title}>
                <Answer field={f} value={collected[f.id]} areaTree={areas.data ?? []} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Empty description={t('candidate.noFields')} />
        )}
      </Card>
      <Card title={t('candidate.seats')} extra={<TimeZoneNote at={c.seats[0]?.beginDate} />}>
        <Table
          rowKey="sessionId"
          size="small"
          pagination={false}
          dataSource={c.seats}
          locale={{ emptyText: <Empty description={t('candidate.noSeats')} /> }}
          columns={[
            { title: t('candidate.session'), dataIndex: 'sessionName' },
            { title: t('candidate.subject'), dataIndex: 'subjectName', render: (v: string | null) => v ?? '—' },
            { title: t('candidate.time'), dataIndex: 'beginDate', render: (v: string, row) => times.span(v, row.endDate) },
            { title: t('candidate.room'), dataIndex: 'roomName', render: (v: string | null) => v ?? '—' },
            { title: t('candidate.seat'), dataIndex: 'seat', render: (v: number | null) => v ?? '—' },
          ]}
        />
      </Card>
      <CandidateArrangements examCandidateId={c.id} />
      <Card title={t('candidate.history')} extra={<TimeZoneNote />}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.history}
          locale={{ emptyText: <Empty /> }}
          columns={[
            { title: t('candidate.when'), dataIndex: 'createTime', render: (v: string) => times.format(v) },
            { title: t('candidate.who'), dataIndex: 'username', render: (v: string | null) => v ?? '—' },
            {
              title: t('candidate.what'),
              dataIndex: 'action',
              render: (v: string) => t(`candidate.actions.${v.replace('examCandidate.', '')}`, { defaultValue: v }),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
