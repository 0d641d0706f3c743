import { type ServiceContact, serviceContactApi } from '@cloud-exam/contract/service/service';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, QRCode, Row, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { ErrorResult } from '../../../components/error-result';
import { useFeedback } from '../../../components/feedback';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { told } from '../../../components/use-submit';

/** The operator's "scan the code" contact: where the widget's QR code leads, the line beside it, and a preview. */
export default function ServiceContactPage() {
  const { t } = useTranslation(['platform', 'list']);
  const { message } = useFeedback();
  const query = useQuery(endpointQuery(serviceContactApi.query));
  const refresh = useRefresh([serviceContactApi.query]);
  const [form] = Form.useForm<ServiceContact>();
  const qrUrl = Form.useWatch('qrUrl', form);
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data);
  }, [query.data, form]);

  if (query.isError) return <ErrorResult status="error" title={t('service.loadFailed')} />;
  if (!query.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const save = () =>
    told(async () => {
      const values = await form.validateFields();
      await call(serviceContactApi.save, { qrUrl: values.qrUrl || null, note: values.note || null });
      message.success(t('list:saved'));
      await refresh();
    });
  return (
    <Card title={t('service.contact.title')}>
      <Row gutter={32}>
        <Col xs={24} md={14}>
          <Form form={form} layout="vertical" name="serviceContact" onFinish={save}>
            <Form.Item
              name="qrUrl"
              label={t('service.contact.qrUrl')}
              extra={t('service.contact.qrUrlHelp')}
              rules={[{ type: 'url', message: t('service.contact.qrUrlRule') }, { max: 500 }]}
            >
              <Input placeholder="https://" />
            </Form.Item>
            <Form.Item name="note" label={t('service.contact.note')} rules={[{ max: 200 }]}>
              <Input showCount maxLength={200} placeholder={t('service.contact.notePlaceholder')} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('list:save')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} md={10} style={{ textAlign: 'center' }}>
          <Typography.Title level={5}>{t('service.contact.preview')}</Typography.Title>
          {qrUrl ? (
            <QRCode value={qrUrl} size={160} style={{ margin: '0 auto' }} />
          ) : (
            <Typography.Text type="secondary">{t('service.contact.none')}</Typography.Text>
          )}
        </Col>
      </Row>
    </Card>
  );
}
