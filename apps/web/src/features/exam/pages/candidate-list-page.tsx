import { DeleteOutlined, PlusOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { type ExamCandidate, examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Popconfirm, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { SearchFilter } from '../../../components/list/list-pieces';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { CANDIDATE_READS, useCandidateLocks } from '../api';
import { AdmissionRuleDialog } from '../components/admission-rule-dialog';
import { admissionNumberColumn } from '../components/admission-number-column';
import { CandidateAddDialog } from '../components/candidate-add-dialog';
import { PersonalValue } from '../components/personal-value';
import { Refusable } from '../components/refusable';
import { candidateDetailPath, editCandidatePath, importCandidatePath, NO_ENROLL } from '../paths';
import { useViewParams } from '../../../components/view-location';

/** An exam's candidates: search, add (an account or a new person), import, the admission number rule, remove. */
export default function CandidateListPage() {
  const { t } = useTranslation(['exam', 'list']);
  const { id = '' } = useViewParams<'id'>();
  const navigate = useNavigate();
  const list = useListPage(examCandidateApi.page, { examId: id });
  const { filter } = list;
  const act = useRowAction(CANDIDATE_READS);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [ruleOpen, setRuleOpen] = useState(false);
  const exam = useQuery(endpointQuery(examApi.examBaseInfo, { id }));
  const locks = useCandidateLocks(id);
  /** What cannot be done now, and why: told on the page too, as a disabled button's tooltip is out of a keyboard's reach. */
  const reasons = [locks.edit, locks.join, locks.remove].filter((r) => r !== undefined);
  const remove = async (ids: string[]) => {
    if (await act(call(examCandidateApi.remove, { examId: id, ids }), t('list:deleted'))) setSelected([]);
  };
  const filtered = !!(filter.keyword || filter.hasPhoto !== undefined);

  return (
    <Card
      title={exam.data ? t('candidate.titleOf', { name: exam.data.examName }) : t('candidate.listTitle')}
      extra={
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setRuleOpen(true)}>
            {t('candidate.rule.title')}
          </Button>
          <Refusable reason={locks.join}>
            {(disabled) => (
              <Button
                icon={<UploadOutlined />}
                disabled={disabled}
                onClick={() => void navigate(importCandidatePath(id, NO_ENROLL, exam.data?.examName ?? ''))}
              >
                {t('candidate.import')}
              </Button>
            )}
          </Refusable>
          <Refusable reason={locks.join}>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setAdding(true)}>
                {t('candidate.add')}
              </Button>
            )}
          </Refusable>
        </Space>
      }
    >
      {reasons.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={reasons[0]}
          description={reasons.length > 1 ? reasons.slice(1).join(' ') : undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={filter.hasPhoto === undefined ? 'all' : String(filter.hasPhoto)}
        onChange={(key) => list.narrow({ hasPhoto: key === 'all' ? '' : (key as 'true' | 'false') })}
        items={[
          { key: 'all', label: t('candidate.all') },
          { key: 'true', label: t('candidate.withPhoto') },
          { key: 'false', label: t('candidate.withoutPhoto') },
        ]}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          placeholder={t('candidate.search')}
          width={420}
          value={filter.keyword}
          onSearch={(keyword) => list.narrow({ keyword })}
        />
        <Refusable reason={locks.remove}>
          {(refused) => (
            <Popconfirm
              title={t('candidate.confirmRemove', { count: selected.length })}
              okButtonProps={{ danger: true }}
              disabled={refused || !selected.length}
              onConfirm={() => remove(selected)}
            >
              <Button danger disabled={refused || !selected.length} icon={<DeleteOutlined />}>
                {t('candidate.remove')}
              </Button>
            </Popconfirm>
          )}
        </Refusable>
      </Space>
      <Table<ExamCandidate>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={{
          ...list.pagination,
          showTotal: (total) => (list.query.data?.totalCapped ? t('list:totalOver', { count: total }) : t('list:total', { count: total })),
        }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: <Empty description={t(filtered ? 'candidate.noMatch' : 'candidate.empty')} /> }}
        columns={[
          admissionNumberColumn(t('candidate.admissionNumber')),
          {
            title: t('candidate.name'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={candidateDetailPath(id, row.id)}>{name}</Link>,
          },
          {
            title: t('candidate.idNumber'),
            dataIndex: 'idNumber',
            width: 230,
            render: (v: string, row) => <PersonalValue examCandidateId={row.id} kind="idNumber" value={v} />,
          },
          {
            title: t('candidate.mobile'),
            dataIndex: 'mobile',
            width: 160,
            render: (v: string | null, row) => <PersonalValue examCandidateId={row.id} kind="mobile" value={v} />,
          },
          { title: t('candidate.dept'), dataIndex: 'deptName', width: 140, render: (v: string | null) => v ?? '—' },
          {
            title: t('candidate.photo'),
            dataIndex: 'photoUrl',
            width: 80,
            render: (url: string | null, row) =>
              url ? (
                <img src={url} alt={t('candidate.photoOf', { name: row.name })} width={32} height={40} style={{ objectFit: 'cover' }} />
              ) : (
                '—'
              ),
          },
          {
            title: t('list:action.title'),
            width: 180,
            render: (_, row) => (
              <Space size={0}>
                <Refusable reason={locks.edit}>
                  {(disabled) => (
                    <Button
                      type="link"
                      disabled={disabled}
                      aria-label={t('candidate.editOne', { name: row.name })}
                      onClick={() => void navigate(editCandidatePath(id, row.id, row.admissionNumber))}
                    >
                      {t('candidate.edit')}
                    </Button>
                  )}
                </Refusable>
                <Refusable reason={locks.remove}>
                  {(disabled) => (
                    <Popconfirm
                      title={t('candidate.confirmRemove', { count: 1 })}
                      okButtonProps={{ danger: true }}
                      disabled={disabled}
                      onConfirm={() => remove([row.id])}
                    >
                      <Button type="link" danger disabled={disabled} aria-label={t('candidate.removeOne', { name: row.name })}>
                        {t('candidate.remove')}
                      </Button>
                    </Popconfirm>
                  )}
                </Refusable>
              </Space>
            ),
          },
        ]}
      />
      <CandidateAddDialog examId={id} open={adding} onClose={() => setAdding(false)} />
      <AdmissionRuleDialog examId={id} open={ruleOpen} onClose={() => setRuleOpen(false)} />
    </Card>
  );
}
