import { DeleteOutlined, EyeOutlined, SwapOutlined } from '@ant-design/icons';
import { type ExamPaper, examPaperApi, type PaperSubject, variantLetters } from '@cloud-exam/contract/exam/exam-paper';
import { Button, Dropdown, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { PAPER_READS } from '../api';

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
export function PaperTable({
  rows,
  subjects,
  locked,
  onPreview,
}: {
  rows: ExamPaper[];
  subjects: PaperSubject[];
  locked: boolean;
  onPreview: (p: ExamPaper) => void;
}) {
  const { t } = useTranslation('exam');
  const { modal } = useFeedback();
  const act = useRowAction(PAPER_READS);
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
