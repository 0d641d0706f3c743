import { ADMISSION_DATE_FORMATS, ADMISSION_PREFIX_MAX, examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useRowAction } from '../../../components/list/use-edit-dialog';
import { told } from '../../../components/use-submit';

/** The exam's admission number rule: prefix, date, serial width and first serial, with an example. */
export function AdmissionRuleDialog({ examId, open, onClose }: { examId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const rule = useQuery({ ...endpointQuery(examCandidateApi.admissionRule, { id: examId }), enabled: open });
  const act = useRowAction([examCandidateApi.admissionRule]);
  const [form] = Form.useForm();
  return (
    <Modal
      open={open}
      title={t('candidate.rule.title')}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const values = await told(() => form.validateFields());
        if (values && (await act(call(examCandidateApi.saveAdmissionRule, { id: examId, ...values }), t('list:saved')))) onClose();
      }}
    >
      {rule.data && (
        <Form form={form} layout="vertical" initialValues={rule.data} name="admissionRule">
          <Form.Item
            name="prefix"
            label={t('candidate.rule.prefix')}
            rules={[{ pattern: /^[A-Za-z0-9]*$/, message: t('candidate.rule.prefixRule', { max: ADMISSION_PREFIX_MAX }) }]}
          >
            <Input maxLength={ADMISSION_PREFIX_MAX} />
          </Form.Item>
          <Form.Item name="dateFormat" label={t('candidate.rule.dateFormat')}>
            <Radio.Group options={ADMISSION_DATE_FORMATS.map((f) => ({ value: f, label: t(`candidate.rule.date.${f}`) }))} />
          </Form.Item>
          <Form.Item name="serialDigits" label={t('candidate.rule.serialDigits')}>
            <InputNumber min={3} max={8} precision={0} />
          </Form.Item>
          <Form.Item name="start" label={t('candidate.rule.start')}>
            <InputNumber min={0} max={99_999_999} precision={0} />
          </Form.Item>
          <Typography.Text type="secondary">{t('candidate.rule.example', { example: rule.data.example })}</Typography.Text>
        </Form>
      )}
    </Modal>
  );
}
