import { ImportOutlined, KeyOutlined } from '@ant-design/icons';
import {
  AUTH_CODE_INPUT_MAX,
  examPaperApi,
  PAPERS_PER_IMPORT_MAX,
  type PaperSubject,
  subjectPaperApi,
} from '@cloud-exam/contract/exam/exam-paper';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { PAPER_READS } from '../api';

/**
 * Importing from the bank and by code, into one subject (the `subject/paper/…` forms) or, without a subject, for every
 * subject (the `exam/paper/…` calls).
 */
export function ImportButtons({
  examId,
  subject,
  scopeName,
  longest,
  locked,
  hasCodePaper,
}: {
  examId: string;
  subject?: PaperSubject;
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
    refresh: PAPER_READS,
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
  subject?: PaperSubject;
  scopeName: string;
  longest?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('exam');
  const [name, setName] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const act = useRowAction(PAPER_READS);
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
