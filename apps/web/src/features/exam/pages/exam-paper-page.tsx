import { DeleteOutlined, EyeOutlined, ImportOutlined, KeyOutlined, SwapOutlined } from '@ant-design/icons';
import {
  AUTH_CODE_INPUT_MAX,
  type DealMode,
  type ExamPaper,
  examPaperApi,
  PAPERS_PER_IMPORT_MAX,
  subjectPaperApi,
  variantLetters,
} from '@cloud-exam/contract/exam/exam-paper';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Result,
  Skeleton,
  Select,
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
import { useFeedback } from '../../../components/feedback';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { EXAM_LIST_PATH } from '../paths';
import { SubjectTitle } from '../components/subject-title';

type Subject = { id: string; subjectName: string; duration: number; dealMode: DealMode };
/** Every read of the papers, the exam's and each subject's: a change anywhere refreshes both. */
const refresh = [examPaperApi.query, subjectPaperApi.query];

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

/**
 * The whole exam (`exam/paper/query`): whether it is published, its subjects and the papers serving every subject;
 * each subject's card reads its own papers (`subject/paper/query`).
 */
function Papers({ examId }: { examId: string }) {
  const { t } = useTranslation('exam');
  const list = useQuery(endpointQuery(examPaperApi.query, { id: examId }));
  const [preview, setPreview] = useState<ExamPaper>();
  if (list.isError && !list.data) return <Missing />;
  if (!list.data) return <Skeleton active />;
  const { records, subjects, published } = list.data;
  const everySubject = records.filter((r) => r.subjectId === null);
  const shortest = subjects.length ? Math.min(...subjects.map((s) => s.duration)) : undefined;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {published && <Alert type="warning" showIcon message={t('paper.locked')} />}
      {subjects.map((s) => (
        <SubjectCard key={s.id} examId={examId} subject={s} subjects={subjects} locked={published} onPreview={setPreview} />
      ))}
      <Card
        title={t('paper.everySubject')}
        extra={
          <ImportButtons
            examId={examId}
            scopeName={t('paper.everySubject')}
            longest={shortest}
            locked={published}
            hasCodePaper={everySubject.some((r) => r.source === 'authCode')}
          />
        }
      >
        {everySubject.length ? (
          <PaperTable rows={everySubject} subjects={subjects} locked={published} onPreview={setPreview} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paper.everySubjectEmpty')} />
        )}
      </Card>
      <PreviewDrawer paper={preview} onClose={() => setPreview(undefined)} />
    </Space>
  );
}

function SubjectCard({
  examId,
  subject,
  subjects,
  locked,
  onPreview,
}: {
  examId: string;
  subject: Subject;
  subjects: Subject[];
  locked: boolean;
  onPreview: (p: ExamPaper) => void;
}) {
  const { t } = useTranslation('exam');
  const act = useRowAction(refresh);
  // named in the language of the call: keyed by it, so switching language reads them again
  const modes = useQuery({
    queryKey: [examPaperApi.paperType.path, null, currentLanguage()],
    queryFn: () => call(examPaperApi.paperType, undefined, { loading: false }),
    placeholderData: keepPreviousData,
  });
  const own = useQuery(endpointQuery(subjectPaperApi.query, { examId, subjectId: subject.id }));
  const rows = own.data?.records;
  const radioId = `deal-mode-${subject.id}`;
  return (
    <Card
      title={<SubjectTitle subject={subject} />}
      extra={
        <ImportButtons
          examId={examId}
          subject={subject}
          scopeName={subject.subjectName}
          longest={subject.duration}
          locked={locked}
          hasCodePaper={!!rows?.some((r) => r.source === 'authCode')}
        />
      }
    >
      {own.isError && !rows ? (
        <Alert type="error" showIcon message={t('paper.loadFailed')} />
      ) : !rows ? (
        <Skeleton active />
      ) : rows.length ? (
        <PaperTable rows={rows} subjects={subjects} locked={locked} onPreview={onPreview} />
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
    </Card>
  );
}

/**
 * Importing from the bank and by code, into one subject (the `subject/paper/…` forms) or, without a subject, for every
 * subject (the `exam/paper/…` calls).
 */
function ImportButtons({
  examId,
  subject,
  scopeName,
  longest,
  locked,
  hasCodePaper,
}: {
  examId: string;
  subject?: Subject;
  scopeName: string;
  /** The longest a paper may last here: the subject's duration, or the shortest subject's. */
  longest?: number;
  locked: boolean;
  hasCodePaper: boolean;
}) {
  const { t } = useTranslation('exam');
  const [picking, setPicking] = useState(false);
  const byCode = useEditDialog<undefined, { authCode: string }>({
    toValues: () => ({ authCode: '' }),
    save: ({ authCode }) =>
      subject
        ? call(subjectPaperApi.importPaperAuthCode, { examId, subjectId: subject.id, authCode })
        : call(examPaperApi.importPaperAuthCode, { examId, authCode }),
    saved: () => t('paper.imported'),
    refresh,
  });
  const scope = subject?.id ?? 'every';
  return (
    <>
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
      <PickDialog
        open={picking}
        examId={examId}
        subject={subject}
        scopeName={scopeName}
        longest={longest}
        onClose={() => setPicking(false)}
      />
      <EditDialog
        dialog={byCode}
        name={`auth-code-${scope}`}
        addTitle={t('paper.importCodeTitle', { name: scopeName })}
        editTitle={t('paper.importCodeTitle', { name: scopeName })}
        okText={t('paper.import')}
      >
        <Form.Item name="authCode" label={t('paper.authCode')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={AUTH_CODE_INPUT_MAX} autoComplete="off" />
        </Form.Item>
      </EditDialog>
    </>
  );
}

/** The letters a paper may take: those of its neighbours (a swap) and the first ones free. */
const lettersFor = (rows: ExamPaper[]) => {
  const letters = new Set(rows.map((r) => r.variant));
  for (let i = 0; i <= rows.length; i++) letters.add(variantLetters(i));
  return [...letters].sort((a, b) => a.length - b.length || a.localeCompare(b));
};

/**
 * The papers of one subject (or of every subject): another variant letter for a paper (its holder takes the paper's
 * own, confirmed first), a move to another subject, a preview, a removal. The server's refusals are told as they come.
 */
function PaperTable({
  rows,
  subjects,
  locked,
  onPreview,
}: {
  rows: ExamPaper[];
  subjects: Subject[];
  locked: boolean;
  onPreview: (p: ExamPaper) => void;
}) {
  const { t } = useTranslation('exam');
  const { modal } = useFeedback();
  const act = useRowAction(refresh);
  const letters = lettersFor(rows);
  const setVariant = (row: ExamPaper, variant: string) => {
    const change = () => act(call(examPaperApi.update, { id: row.id, variant }), t('paper.variantSaved', { variant }));
    const holder = rows.find((r) => r.variant === variant && r.id !== row.id);
    if (!holder) return void change();
    modal.confirm({
      title: t('paper.confirmSwapTitle'),
      content: t('paper.confirmSwap', { name: row.name, variant, other: holder.name, otherVariant: row.variant }),
      okText: t('paper.swap'),
      onOk: change,
    });
  };
  const moveTo = (row: ExamPaper, subjectId: string) => {
    const target = subjects.find((s) => s.id === subjectId);
    void act(
      call(examPaperApi.update, { id: row.id, subjectId }),
      target ? t('paper.moved', { name: target.subjectName }) : t('paper.movedEvery'),
    );
  };
  return (
    <Table<ExamPaper>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: t('paper.variant'),
          dataIndex: 'variant',
          width: 90,
          render: (v: string, row) => (
            <Select
              size="small"
              value={v}
              disabled={locked}
              aria-label={t('paper.variantOf', { name: row.name })}
              options={letters.map((l) => ({ value: l, label: l }))}
              onChange={(l: string) => l !== v && setVariant(row, l)}
              style={{ width: 64 }}
            />
          ),
        },
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
          width: 130,
          render: (_, row) => (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined aria-hidden />}
                aria-label={t('paper.preview', { name: row.name })}
                onClick={() => onPreview(row)}
              />
              <Dropdown
                disabled={locked}
                trigger={['click']}
                menu={{
                  items: [
                    ...subjects
                      .filter((s) => s.id !== row.subjectId)
                      .map((s) => ({ key: s.id, label: t('paper.moveTo', { name: s.subjectName }) })),
                    ...(row.subjectId === null ? [] : [{ key: '', label: t('paper.moveToEvery') }]),
                  ],
                  onClick: ({ key }) => moveTo(row, key),
                }}
              >
                <Button
                  type="link"
                  size="small"
                  disabled={locked}
                  icon={<SwapOutlined aria-hidden />}
                  aria-label={t('paper.move', { name: row.name })}
                  title={t('paper.move', { name: row.name })}
                />
              </Dropdown>
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

/**
 * The bank papers the caller sees, searched by name; up to five chosen are imported together, into the subject
 * (`subject/paper/queryTkPaper`, `importPaper`) or for every subject (`exam/paper/…`).
 */
function PickDialog({
  open,
  examId,
  subject,
  scopeName,
  longest,
  onClose,
}: {
  open: boolean;
  examId: string;
  subject?: Subject;
  scopeName: string;
  longest?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const [name, setName] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const act = useRowAction(refresh);
  const search = { name, current, size: 10 };
  const papers = useQuery({
    ...(subject ? endpointQuery(subjectPaperApi.queryTkPaper, search) : endpointQuery(examPaperApi.queryTkPaper, search)),
    enabled: open,
  });
  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const done = await act(
      subject
        ? call(subjectPaperApi.importPaper, { examId, subjectId: subject.id, paperIds: chosen })
        : call(examPaperApi.importPaper, { examId, paperIds: chosen }),
      t('paper.imported'),
    );
    setBusy(false);
    if (done) close();
  };
  return (
    <Modal
      open={open}
      width={760}
      title={t('paper.importBankTitle', { name: scopeName })}
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
                <Typography.Text type={longest !== undefined && v > longest ? 'danger' : undefined}>
                  {t('paper.minutes', { count: v })}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}

/** The paper as a candidate draws it from the version the exam keeps, for a seed: a subject's by the subject's call. */
function PreviewDrawer({ paper, onClose }: { paper?: ExamPaper; onClose: () => void }) {
  const { t } = useTranslation('exam');
  const [seedText, setSeedText] = useState('');
  const [seed, setSeed] = useState<string>();
  const input = { id: paper?.id ?? '', seed };
  const drawn = useQuery({
    ...(paper?.subjectId ? endpointQuery(subjectPaperApi.mergePaper, input) : endpointQuery(examPaperApi.mergePaper, input)),
    enabled: !!paper,
  });
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
