import { PlusOutlined } from '@ant-design/icons';
import { type BATCH_ACTIONS, EXAM_FILTERS, type Exam, examApi } from '@cloud-exam/contract/exam/exam';
import { Button, Card, Empty, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { CategorySelect } from '../components/category-select';
import { ExamStatusTags } from '../components/exam-status';
import { EXAM_READS } from '../api';
import { EXAM_CREATE_PATH, EXAM_ORDER_PATH, editBaseInfoPath, examDetailPath } from '../paths';

/** Exams: the five filters of spec §4, search, category; publish, copy, delete one or many. */
export default function ExamListPage() {
  const { t } = useTranslation(['exam', 'list']);
  const times = useExamTimes();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const list = useListPage(examApi.page);
  const { filter } = list;
  const act = useRowAction(EXAM_READS);
  const [selected, setSelected] = useState<string[]>([]);
  const filtered = !!(filter.examName || filter.categoryId || (filter.status && filter.status !== 'all'));

  /** Publishes, unpublishes or deletes exams: says how many were done, and names each refused with its reason. */
  const update = async (ids: string[], action: (typeof BATCH_ACTIONS)[number], said: (count: number) => string) => {
    let refused: { examName: string; msg: string }[] = [];
    const answered = await act(call(examApi.updateBatch, { ids, action }), (answer) => {
      refused = answer.refused;
      return answer.done ? said(answer.done) : undefined;
    });
    if (answered && refused.length)
      modal.warning({
        title: t('list.batchRefused', { count: refused.length }),
        width: 560,
        content: (
          <ul style={{ paddingInlineStart: 20 }}>
            {refused.map((r) => (
              <li key={r.examName}>
                <Trans
                  t={t}
                  i18nKey="list.refusedItem"
                  values={{ name: r.examName, msg: r.msg }}
                  components={{ name: <Typography.Text strong /> }}
                />
              </li>
            ))}
          </ul>
        ),
      });
    return answered;
  };
  const batch = async (action: (typeof BATCH_ACTIONS)[number]) => {
    if (await update(selected, action, (count) => t('list.batchDone', { count }))) setSelected([]);
  };

  return (
    <Card
      title={t('list.title')}
      extra={
        <Space>
          <Button onClick={() => void navigate(EXAM_ORDER_PATH)}>{t('order.title')}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(EXAM_CREATE_PATH)}>
            {t('list.add')}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={filter.status ?? 'all'}
        onChange={(status) => list.narrow({ status: status as (typeof EXAM_FILTERS)[number] })}
        items={EXAM_FILTERS.map((key) => ({ key, label: t(key === 'all' ? 'list.all' : `status.${key}`) }))}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('list.search')}
          width={240}
          value={filter.examName}
          onSearch={(examName) => list.narrow({ examName })}
        />
        <CategorySelect
          label={t('list.category')}
          width={200}
          value={filter.categoryId}
          onChange={(categoryId) => list.narrow({ categoryId })}
        />
        <Popconfirm
          title={t('list.confirmBatch', { count: selected.length, action: t('action.publish') })}
          disabled={!selected.length}
          onConfirm={() => batch('publish')}
        >
          <Button disabled={!selected.length}>{t('action.publish')}</Button>
        </Popconfirm>
        <Popconfirm
          title={t('list.confirmBatch', { count: selected.length, action: t('action.unpublish') })}
          disabled={!selected.length}
          onConfirm={() => batch('unpublish')}
        >
          <Button disabled={!selected.length}>{t('action.unpublish')}</Button>
        </Popconfirm>
        <Popconfirm
          title={t('list.confirmBatch', { count: selected.length, action: t('list:action.delete') })}
          okButtonProps={{ danger: true }}
          disabled={!selected.length}
          onConfirm={() => batch('delete')}
        >
          <Button danger disabled={!selected.length}>
            {t('list:action.delete')}
          </Button>
        </Popconfirm>
        <TimeZoneNote />
      </Space>
      <Table<Exam>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: <Empty description={t(filtered ? 'list.noMatch' : 'list.empty')} /> }}
        columns={[
          {
            title: t('field.examName'),
            dataIndex: 'examName',
            render: (name: string, row) => (
              <Space orientation="vertical" size={2}>
                <Link to={examDetailPath(row.id)}>{name}</Link>
                <Space size={0} wrap>
                  <ExamStatusTags status={row.status} published={row.published} />
                </Space>
              </Space>
            ),
          },
          { title: t('field.category'), dataIndex: 'categoryName', width: 140, render: (v: string | null) => v ?? '—' },
          {
            title: t('field.window'),
            dataIndex: 'beginDate',
            width: 180,
            render: (begin: string, row) => (
              <Space orientation="vertical" size={0}>
                <span>{times.format(begin)}</span>
                <Typography.Text type="secondary">{times.format(row.endDate)}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('field.subjects'),
            dataIndex: 'subjects',
            render: (subjects: Exam['subjects']) => subjects.map((s) => s.subjectName).join(' · '),
          },
          { title: t('field.candidates'), dataIndex: 'candidateCount', width: 90, align: 'right' },
          {
            title: t('list:action.title'),
            width: 240,
            render: (_, row) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => void navigate(examDetailPath(row.id))}>
                  {t('action.manage')}
                </Button>
                <Button type="link" size="small" onClick={() => void navigate(editBaseInfoPath(row.id))}>
                  {t('list:action.edit')}
                </Button>
                <Popconfirm
                  title={t(row.published ? 'action.confirmUnpublish' : 'action.confirmPublish', { name: row.examName })}
                  onConfirm={() =>
                    update([row.id], row.published ? 'unpublish' : 'publish', () =>
                      t(row.published ? 'action.unpublished' : 'detail.publishedNow'),
                    )
                  }
                >
                  <Button type="link" size="small">
                    {t(row.published ? 'action.unpublish' : 'action.publish')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('action.confirmCopy', { name: row.examName })}
                  onConfirm={() => act(call(examApi.copy, { id: row.id }), t('action.copied'))}
                >
                  <Button type="link" size="small">
                    {t('action.copy')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('action.confirmDelete', { name: row.examName })}
                  description={t('action.deleteHint')}
                  okButtonProps={{ danger: true }}
                  disabled={row.published}
                  onConfirm={() => act(call(examApi.remove, { id: row.id }), t('list:deleted'))}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled={row.published}
                    title={row.published ? t('action.publishedNoDelete') : undefined}
                  >
                    {t('list:action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
