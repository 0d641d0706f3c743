import { DeleteOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { storedFileApi } from '@cloud-exam/contract/files/stored-file';
import {
  TICKET_FIELDS,
  TICKET_RULES_MAX,
  TICKET_TITLE_MAX,
  ticketApi,
  type TicketField,
  type TicketLayout,
} from '@cloud-exam/contract/sitting/ticket';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Form, Input, Row, Skeleton, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useRowAction } from '../../../components/list/use-edit-dialog';

type Values = Omit<TicketLayout, 'logoKey'>;
type Logo = { key: string; url: string } | null;
type SampleSession = { examName: string; sessionName: string; subjectName: string; beginDate: string; endDate: string };

/**
 * The exam's ticket layout: title, logo (uploaded as a picture), the fields shown besides the name and admission number,
 * the rules; beside the form a preview drawn as a ticket is, with a sample candidate.
 */
export function TicketLayoutEditor({ examId, sample }: { examId: string; sample: { session: SampleSession } }) {
  const { t } = useTranslation('exam');
  const layout = useQuery(endpointQuery(ticketApi.layout, { examId }));
  if (!layout.data) return <Card title={t('tickets.layout')}>{layout.isError ? t('tickets.loadFailed') : <Skeleton active />}</Card>;
  return <LayoutForm key={layout.dataUpdatedAt} examId={examId} saved={layout.data} session={sample.session} />;
}

function LayoutForm({
  examId,
  saved,
  session,
}: {
  examId: string;
  saved: TicketLayout & { logoUrl: string | null; examName: string };
  session: SampleSession;
}) {
  const { t } = useTranslation('exam');
  const [form] = Form.useForm<Values>();
  const act = useRowAction([ticketApi.layout]);
  const [uploading, setUploading] = useState(false);
  const initial: Values = { title: saved.title, fields: saved.fields, rules: saved.rules };
  const [logo, setLogo] = useState<Logo>(saved.logoKey && saved.logoUrl ? { key: saved.logoKey, url: saved.logoUrl } : null);
  const values = (Form.useWatch([], form) as Values | undefined) ?? initial;
  const save = async () => {
    const v = await form.validateFields();
    await act(
      call(ticketApi.saveLayout, {
        examId,
        title: v.title ?? '',
        logoKey: logo?.key ?? null,
        fields: v.fields ?? [],
        rules: v.rules ?? '',
      }),
      t('tickets.layoutSaved'),
    );
  };
  const upload = async (file: File) => {
    setUploading(true);
    const stored = await act(
      call(storedFileApi.upload, { purpose: 'image', file }).then((f) => setLogo({ key: f.key, url: f.url })),
      () => undefined,
    );
    setUploading(false);
    return stored;
  };
  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('tickets.layout')}
        </Typography.Title>
      }
      extra={
        <Button type="primary" icon={<SaveOutlined />} onClick={() => void save().catch(() => undefined)}>
          {t('tickets.saveLayout')}
        </Button>
      }
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={11}>
          <Form form={form} layout="vertical" initialValues={initial}>
            <Form.Item name="title" label={t('tickets.layoutTitle')} extra={t('tickets.layoutTitleHint')}>
              <Input maxLength={TICKET_TITLE_MAX} showCount placeholder={`${saved.examName} ${t('tickets.ticket')}`} />
            </Form.Item>
            <Form.Item label={t('tickets.logo')}>
              <Space wrap>
                {logo && <img src={logo.url} alt={t('tickets.logo')} style={{ maxHeight: 40, maxWidth: 120 }} />}
                <Upload
                  accept="image/png,image/jpeg"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(file);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={uploading}>
                    {logo ? t('tickets.changeLogo') : t('tickets.uploadLogo')}
                  </Button>
                </Upload>
                {logo && (
                  <Button icon={<DeleteOutlined />} onClick={() => setLogo(null)}>
                    {t('tickets.removeLogo')}
                  </Button>
                )}
              </Space>
            </Form.Item>
            <Form.Item name="fields" label={t('tickets.fields')} extra={t('tickets.fieldsHint')}>
              <Checkbox.Group options={TICKET_FIELDS.map((f) => ({ value: f, label: t(`tickets.field.${f}`) }))} />
            </Form.Item>
            <Form.Item name="rules" label={t('tickets.rules')}>
              <Input.TextArea rows={6} maxLength={TICKET_RULES_MAX} showCount placeholder={t('tickets.rulesPlaceholder')} />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} lg={13}>
          <TicketPreview values={values} logo={logo} examName={saved.examName} session={session} />
        </Col>
      </Row>
    </Card>
  );
}

/** The ticket as the PDF lays it out, with a sample candidate. */
function TicketPreview({ values, logo, examName, session }: { values: Values; logo: Logo; examName: string; session: SampleSession }) {
  const { t } = useTranslation('exam');
  const times = useExamTimes();
  const shows = (f: TicketField) => (values.fields ?? []).includes(f);
  const rows: [string, string][] = [
    [t('tickets.field.name'), t('tickets.sampleName')],
    [t('tickets.field.admissionNumber'), '20260001'],
  ];
  if (shows('exam')) rows.push([t('tickets.field.exam'), examName]);
  if (shows('subject')) rows.push([t('tickets.field.subject'), session.subjectName]);
  if (shows('session')) rows.push([t('tickets.field.session'), session.sessionName]);
  if (shows('time')) rows.push([t('tickets.field.time'), times.span(session.beginDate, session.endDate)]);
  if (shows('room')) rows.push([t('tickets.field.room'), t('tickets.sampleRoom')]);
  if (shows('seat')) rows.push([t('tickets.field.seat'), '1']);
  const border = '1px solid #8c8c8c';
  return (
    <figure aria-label={t('tickets.preview')} style={{ margin: 0 }}>
      <figcaption>
        <Typography.Text type="secondary">{t('tickets.preview')}</Typography.Text>
      </figcaption>
      <div
        style={{ border, padding: 24, background: '#fff', color: '#1a1a1a', aspectRatio: '210 / 297', maxWidth: 520, overflow: 'hidden' }}
      >
        <div style={{ display: 'flex', alignItems: 'center', minHeight: 48, borderBottom: border, paddingBottom: 8 }}>
          {logo ? <img src={logo.url} alt="" style={{ maxHeight: 40, maxWidth: 100 }} /> : <span style={{ width: 100 }} />}
          <div style={{ flex: 1, textAlign: 'center', fontSize: 18 }}>{values.title?.trim() || `${examName} ${t('tickets.ticket')}`}</div>
          <span style={{ width: 100 }} />
        </div>
        <div style={{ display: 'flex', gap: 16, marginTop: 16 }}>
          <dl style={{ flex: 1, margin: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'flex', borderBottom: '1px solid #d9d9d9', padding: '4px 0' }}>
                <dt style={{ width: 90, flex: 'none' }}>{label}：</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
          {shows('photo') && (
            <div style={{ width: 78, height: 104, border, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              {t('tickets.field.photo')}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', gap: 16, marginTop: 16 }}>
          <div style={{ flex: 1, fontSize: 12, whiteSpace: 'pre-wrap' }}>
            {values.rules?.trim() && (
              <>
                <div style={{ fontSize: 14, marginBottom: 4 }}>{t('tickets.rulesHeading')}</div>
                {values.rules}
              </>
            )}
          </div>
          {shows('qr') && (
            <div style={{ textAlign: 'center', fontSize: 11 }}>
              <div
                role="img"
                aria-label={t('tickets.field.qr')}
                style={{
                  width: 72,
                  height: 72,
                  margin: '0 auto',
                  background: 'repeating-conic-gradient(#1a1a1a 0 25%, #fff 0 50%) 0 0 / 12px 12px',
                }}
              />
              {t('tickets.field.qr')}
            </div>
          )}
        </div>
      </div>
    </figure>
  );
}
