import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { examApi, publishGapText } from '@cloud-exam/contract/exam/exam';
import type { Language } from '@cloud-exam/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, List, Popconfirm, Result, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { useRefresh, useRowAction } from '../../../components/list/use-edit-dialog';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { told } from '../../../components/use-submit';
import { useViewParams } from '../../../components/view-location';
import { ExamStatusTags } from '../components/exam-status';
import { EXAM_READS } from '../api';
import {
  addCandidatePath,
  editBaseInfoPath,
  editCollectInfoPath,
  editConfigPath,
  editPaperPath,
  examDayPath,
  notificationPath,
  schedulePath,
} from '../paths';
import { useViewName } from '../../../layout/tags-view-store';

/** detail/index/:id — an exam's overview: state, window, subjects, candidates, what publishing still needs, and the way to each part. */
export default function ExamDetailPage() {
  const { t, i18n } = useTranslation(['exam', 'list']);
  const { id = '' } = useViewParams<'id'>();
  const { message, modal } = useFeedback();
  const refresh = useRefresh(EXAM_READS);
  const exam = useQuery(endpointQuery(examApi.baseInfo, { id }));
  useViewName(exam.data?.examName);
  const gaps = useQuery(endpointQuery(examApi.publishGaps, { id }));
  const act = useRowAction(EXAM_READS);
  const times = useExamTimes();
  const lang = i18n.language as Language;

  if (exam.isLoading) return <Spin />;
  if (!exam.data) return <Result status="404" title={t('detail.notFound')} />;
  const e = exam.data;
  const missing = gaps.data ?? [];

  const publish = async () => {
    const answer = await told(() => call(examApi.updateBatch, { ids: [id], action: 'publish' }));
    if (!answer) return;
    await refresh();
    const refused = answer.refused[0];
    if (!refused) return void message.success(t('detail.publishedNow'));
    modal.warning({
      title: t('detail.cannotPublish'),
      content: refused.gaps ? (
        <ul style={{ paddingInlineStart: 20 }}>
          {refused.gaps.map((g) => (
            <li key={g.gap}>{publishGapText(g, lang)}</li>
          ))}
        </ul>
      ) : (
        refused.msg
      ),
    });
  };

  const parts = [
    { key: 'base', path: editBaseInfoPath(id) },
    { key: 'paper', path: editPaperPath(id) },
    { key: 'config', path: editConfigPath(id) },
    { key: 'collect', path: editCollectInfoPath(id) },
    { key: 'candidates', path: addCandidatePath(id) },
    { key: 'schedule', path: schedulePath(id) },
    { key: 'notification', path: notificationPath(id) },
    { key: 'answerRecords', path: examDayPath('answerRecords', id), title: 'answerRecords.pageTitle', hint: 'answerRecords.partHint' },
    { key: 'dataReport', path: examDayPath('dataReport', id), title: 'report.pageTitle', hint: 'report.partHint' },
    { key: 'report', path: examDayPath('report', id), title: 'report.printPageTitle', hint: 'report.printPartHint' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>{e.examName}</span>
            <ExamStatusTags status={e.status} published={e.published} />
          </Space>
        }
        extra={
          e.published ? (
            <Popconfirm
              title={t('action.confirmUnpublish', { name: e.examName })}
              onConfirm={() => act(call(examApi.updateBatch, { ids: [id], action: 'unpublish' }), t('action.unpublished'))}
            >
              <Button>{t('action.unpublish')}</Button>
            </Popconfirm>
          ) : (
            <Button type="primary" onClick={() => void publish()}>
              {t('action.publish')}
            </Button>
          )
        }
      >
        <Row gutter={24}>
          <Col flex="auto">
            <Descriptions column={2} size="small">
              <Descriptions.Item label={t('field.window')}>
                <Space orientation="vertical" size={0}>
                  <span>
                    {times.format(e.beginDate)} – {times.format(e.endDate)}
                  </span>
                  <TimeZoneNote at={e.beginDate} />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.category')}>{e.categoryName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('field.examMethod')}>{e.examMethod ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('detail.updateTime')}>{times.format(e.updateTime)}</Descriptions.Item>
              {e.description && (
                <Descriptions.Item label={t('field.description')} span={2}>
                  {e.description}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Col>
          <Col>
            <Space size="large">
              <Statistic title={t('field.subjects')} value={e.subjects.length} />
              <Statistic title={t('field.candidates')} value={e.candidateCount} />
            </Space>
          </Col>
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title={t('field.subjects')} size="small">
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={e.subjects}
              columns={[
                { title: t('subject.name'), dataIndex: 'subjectName' },
                {
                  title: t('subject.duration'),
                  dataIndex: 'duration',
                  align: 'right',
                  render: (m: number) => t('detail.minutes', { count: m }),
                },
                {
                  title: t('subject.earlySubmit'),
                  dataIndex: 'earlySubmitMinutes',
                  align: 'right',
                  render: (m: number) => t('detail.minutes', { count: m }),
                },
                {
                  title: t('subject.lateEntry'),
                  dataIndex: 'lateEntryMinutes',
                  align: 'right',
                  render: (m: number) => t('detail.minutes', { count: m }),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={e.published ? t('detail.publishedTitle') : t('detail.readinessTitle')} size="small">
            {e.published ? (
              <Typography.Text>
                <CheckCircleOutlined style={{ color: '#389e0d' }} /> {t('detail.publishedText')}
              </Typography.Text>
            ) : missing.length ? (
              <List
                size="small"
                dataSource={missing}
                renderItem={(g) => (
                  <List.Item>
                    <Typography.Text>
                      <ExclamationCircleOutlined style={{ color: '#d46b08' }} /> {publishGapText(g, lang)}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            ) : (
              <Typography.Text>
                <CheckCircleOutlined style={{ color: '#389e0d' }} /> {t('detail.ready')}
              </Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t('detail.parts')} size="small">
        <Row gutter={[16, 16]}>
          {parts.map((p) => (
            <Col key={p.key} xs={24} sm={12} lg={8}>
              <Card size="small" hoverable>
                <Link to={p.path}>
                  <Typography.Text strong>{t(p.title ?? `detail.part.${p.key}`)}</Typography.Text>
                </Link>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {t(p.hint ?? `detail.part.${p.key}Hint`)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
    </Space>
  );
}
