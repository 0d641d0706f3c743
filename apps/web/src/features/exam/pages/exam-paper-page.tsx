import { DeleteOutlined, EyeOutlined, ImportOutlined, KeyOutlined } from '@ant-design/icons';
import {
  AUTH_CODE_INPUT_MAX,
  type DealMode,
  type ExamPaper,
  examPaperApi,
  PAPERS_PER_IMPORT_MAX,
} from '@cloud-exam/contract/exam/exam-paper';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Divider,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { CandidateView } from '../../../components/bank/candidate-view';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { EXAM_LIST_PATH } from '../paths';
import { SubjectTitle } from '../components/subject-title';

type Subject = { id: string; subjectName: string; duration: number; dealMode: DealMode };
const refresh = [examPaperApi.query];

/** An exam's papers (`/examination/detail/editExaminationPaper/:id`): per subject, its variants and how they are dealt. */
export default function ExamPaperPage() {
  const { id = '' } = useViewParams<'id'>();
  return idSchema.safeParse(id).success ? <Papers key={id} examId={id} /> : <Missing />;
}

function Missing() {
  const { t } = useTranslation('exam');
  return (
    <Card>
      <Result status="404" title={t('paper.missing')} extra={<Link to={EXAM_LIST_PATH}>{t('paper.backToList')}</Link>} />
    </Card>
  );
}

function Papers({ examId }: { examId: string }) {
  const { t } = useTranslation('exam');
  const list = useQuery(endpointQuery(examPaperApi.query, { id: examId }));
  const [preview, setPreview] = useState<ExamPaper>();
  if (list.isError && !list.data) return <Missing />;
  if (!list.data) return <Skeleton active />;
  const { records, subjects, published } = list.data;
  const everySubject = records.filter((r) => r.subjectId === null);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {published && <Alert type="warning" showIcon message={t('paper.locked')} />}
      {everySubject.length > 0 && (
        <Card title={t('paper.everySubject')}>
          <PaperTable rows={everySubject} locked={published} onPreview={setPreview} />
        </Card>
      )}
      {subjects.map((s) => (
        <SubjectCard
          key={s.id}
          examId={examId}
          subject={s}
          rows={records.filter((r) => r.subjectId === s.id)}
          locked={published}
          onPreview={setPreview}
        />
      ))}
      <PreviewDrawer paper={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}

function SubjectCard({
  examId,
  subject,
  rows,
  locked,
  onPreview,
}: {
  examId: string;
  subject: Subject;
  rows: ExamPaper[];
  locked: boolean;
  onPreview: (p: ExamPaper) => void;
}) {
  const { t } = useTranslation('exam');
  const act = useRowAction(refresh);
  const modes = useQuery(endpointQuery(examPaperApi.paperType));
  const [picking, setPicking] = useState(false);
  const byCode = useEditDialog<undefined, { authCode: string }>({
    toValues: () => ({ authCode: '' }),
    save: (values) => call(examPaperApi.importPaperAuthCode, { examId, subjectId: subject.id, authCode: values.authCode }),
    saved: () => t('paper.imported'),
    refresh,
  });
  const hasCodePaper = rows.some((r) => r.source === 'authCode');
  const radioId = `deal-mode-${subject.id}`;
  return (
    <Card
      title={<SubjectTitle subject={subject} />}
      extra={
        <Space wrap>
          <Button icon={<ImportOutlined aria-hidden />} disabled={locked} onClick={() => setPicking(true)}>
            {t('paper.importBank')}
          </Button>
          <Button
            icon={<KeyOutlined aria-hidden />}
            disabled={locked || hasCodePaper}
            title={hasCodePaper ? t('paper.oneByCode') : undefined}
            onClick={() => byCode.show()}
          >
            {t('paper.importCode')}
          </Button>
        </Space>
      }
    >
      {rows.length ? (
        <PaperTable rows={rows} locked={locked} onPreview={onPreview} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.empty')} />
      )}
      <Divider style={{ margin: '12px 0' }} />
      <Space wrap>
        <span id={radioId}>{t('paper.dealMode')}</span>
        <Radio.Group
          aria-labelledby={radioId}
          value={subject.dealMode}
          disabled={locked}
          options={(modes.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
          onChange={(e) =>
            void act(
              call(examPaperApi.updateDealMode, { subjectId: subject.id, dealMode: e.target.value as DealMode }),
              t('paper.dealModeSaved'),
            )
          }
        />
      </Space>
      <PickDialog open={picking} examId={examId} subject={subject} onClose={() => setPicking(false)} />
      <EditDialog
        dialog={byCode}
        name={`auth-code-${subject.id}`}
        addTitle={t('paper.importCodeTitle', { name: subject.subjectName })}
        editTitle={t('paper.importCodeTitle', { name: subject.subjectName })}
        okText={t('paper.import')}
      >
        <Form.Item name="authCode" label={t('paper.authCode')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={AUTH_CODE_INPUT_MAX} autoComplete="off" />
        </Form.Item>
      </EditDialog>
    </Card>
  );
}

function PaperTable({ rows, locked, onPreview }: { rows: ExamPaper[]; locked: boolean; onPreview: (p: ExamPaper) => void }) {
  const { t } = useTranslation('exam');
  const act = useRowAction(refresh);
  return (
    <Table<ExamPaper>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('paper.variant'), dataIndex: 'variant', width: 80, render: (v: string) => <Tag color="blue">{v}</Tag> },
        { title: t('paper.name'), dataIndex: 'name' },
        { title: t('paper.version'), dataIndex: 'paperVersion', width: 80, render: (v: number) => `v${v}` },
        { title: t('paper.totalScore'), dataIndex: 'totalScore', width: 90 },
        { title: t('paper.passMark'), dataIndex: 'passMark', width: 90, render: (v: number | null) => v ?? '—' },
        { title: t('paper.itemCount'), dataIndex: 'itemCount', width: 90 },
        { title: t('paper.duration'), dataIndex: 'duration', width: 110, render: (v: number) => t('paper.minutes', { count: v }) },
        {
          title: t('paper.source'),
          dataIndex: 'source',
          width: 110,
          render: (v: ExamPaper['source']) => <Tag>{v === 'bank' ? t('paper.fromBank') : t('paper.fromCode')}</Tag>,
        },
        {
          title: t('paper.actions'),
          key: 'actions',
          width: 110,
          render: (_, row) => (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined aria-hidden />}
                aria-label={t('paper.preview', { name: row.name })}
                onClick={() => onPreview(row)}
              />
              <Popconfirm
                title={t('paper.confirmRemove', { name: row.name })}
                disabled={locked}
                onConfirm={() => act(call(examPaperApi.remove, { id: row.id }), t('paper.removed'))}
              >
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={locked}
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('paper.remove', { name: row.name })}
                />
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The bank papers the caller sees, searched by name; up to five chosen are imported together. */
function PickDialog({ open, examId, subject, onClose }: { open: boolean; examId: string; subject: Subject; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const [name, setName] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const act = useRowAction(refresh);
  const papers = useQuery({ ...endpointQuery(examPaperApi.queryTkPaper, { name, current, size: 10 }), enabled: open });
  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const done = await act(call(examPaperApi.importPaper, { examId, subjectId: subject.id, paperIds: chosen }), t('paper.imported'));
    setBusy(false);
    if (done) close();
  };
  return (
    <Modal
      open={open}
      width={760}
      title={t('paper.importBankTitle', { name: subject.subjectName })}
      okText={t('paper.importChosen', { count: chosen.length })}
      okButtonProps={{ disabled: !chosen.length, loading: busy }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          aria-label={t('paper.searchName')}
          placeholder={t('paper.searchName')}
          allowClear
          onSearch={(v) => {
            setName(v.trim() || undefined);
            setCurrent(1);
          }}
        />
        <Typography.Text type="secondary">{t('paper.chooseUpTo', { count: PAPERS_PER_IMPORT_MAX })}</Typography.Text>
        <Table
          rowKey="id"
          size="small"
          loading={papers.isFetching}
          dataSource={papers.data?.records ?? []}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setChosen((keys as string[]).slice(0, PAPERS_PER_IMPORT_MAX)),
            getCheckboxProps: (row) => ({
              disabled: !chosen.includes(row.id) && chosen.length >= PAPERS_PER_IMPORT_MAX,
              'aria-label': row.name,
            }),
          }}
          pagination={{ current, pageSize: 10, total: papers.data?.total ?? 0, onChange: setCurrent, showSizeChanger: false }}
          columns={[
            { title: t('paper.name'), dataIndex: 'name' },
            { title: t('paper.version'), dataIndex: 'version', width: 80, render: (v: number) => `v${v}` },
            { title: t('paper.totalScore'), dataIndex: 'totalScore', width: 90 },
            { title: t('paper.itemCount'), dataIndex: 'itemCount', width: 90 },
            {
              title: t('paper.duration'),
              dataIndex: 'duration',
              width: 110,
              render: (v: number) => (
                <Typography.Text type={v > subject.duration ? 'danger' : undefined}>{t('paper.minutes', { count: v })}</Typography.Text>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}

/** The paper as a candidate draws it from the version the exam keeps, for a seed. */
function PreviewDrawer({ paper, onClose }: { paper?: ExamPaper; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const [seedText, setSeedText] = useState('');
  const [seed, setSeed] = useState<string>();
  const drawn = useQuery({ ...endpointQuery(examPaperApi.mergePaper, { id: paper?.id ?? '', seed }), enabled: !!paper });
  let number = 0;
  return (
    <Drawer
      open={!!paper}
      size={760}
      title={paper ? `${paper.variant} · ${paper.name}` : ''}
      onClose={() => {
        setSeed(undefined);
        setSeedText('');
        onClose();
      }}
    >
      <Form layout="inline" onFinish={() => setSeed(seedText.trim() || undefined)} style={{ marginBottom: 16 }}>
        <Form.Item label={t('paper.seed')} htmlFor="exam-paper-seed">
          <Input id="exam-paper-seed" value={seedText} onChange={(e) => setSeedText(e.target.value)} maxLength={100} allowClear />
        </Form.Item>
        <Button htmlType="submit" loading={drawn.isFetching}>
          {t('paper.draw')}
        </Button>
      </Form>
      {!drawn.data ? (
        <Skeleton active />
      ) : (
        <article aria-label={drawn.data.name}>
          <Typography.Text type="secondary">
            {t('paper.drawnSummary', { score: drawn.data.totalScore, count: drawn.data.duration, version: drawn.data.version })}
          </Typography.Text>
          {drawn.data.sections.map((section, s) => (
            <section key={s} aria-labelledby={`exam-paper-section-${s}`}>
              <Divider />
              <Typography.Title level={5} id={`exam-paper-section-${s}`}>
                {section.topicName}
              </Typography.Title>
              {section.topicDescription && <Typography.Paragraph type="secondary">{section.topicDescription}</Typography.Paragraph>}
              {section.items.map((item) => (
                <CandidateView key={item.itemId} part={item.content} number={`${++number}.`} />
              ))}
            </section>
          ))}
        </article>
      )}
    </Drawer>
  );
}
