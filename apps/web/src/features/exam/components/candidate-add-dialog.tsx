import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { CandidateIdentityFields } from '../../../components/candidate-identity-fields';
import { useFeedback } from '../../../components/feedback';
import { told } from '../../../components/use-submit';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { CANDIDATE_READS } from '../api';

type AddValues = {
  mode: 'account' | 'new';
  candidateId?: string;
  name?: string;
  certType?: string;
  idNumber?: string;
  mobile?: string;
  email?: string;
  admissionNumber?: string;
};

/** Add one candidate: an account found by search, or a new person (their account is made). */
export function CandidateAddDialog({ examId, open, onClose }: { examId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['exam', 'list']);
  const [form] = Form.useForm<AddValues>();
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const { message } = useFeedback();
  const refresh = useRefresh(CANDIDATE_READS);
  const mode = Form.useWatch('mode', form) ?? 'account';
  const accounts = useQuery({ ...endpointQuery(examCandidateApi.accounts, { keyword }), enabled: open && mode === 'account' });
  // A rule broken in the form shows under its field, a refusal is told by the request layer: the dialog stays open.
  const save = () =>
    told(async () => {
      const { mode: _mode, ...values } = await form.validateFields();
      setSaving(true);
      try {
        const answer = await call(examCandidateApi.add, { examId, ...values });
        message.success(t('candidate.added', { number: answer.admissionNumber }));
        await refresh();
        form.resetFields();
        onClose();
      } finally {
        setSaving(false);
      }
    });
  return (
    <Modal open={open} title={t('candidate.add')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ mode: 'account' }} name="examCandidate">
        <Form.Item name="mode" label={t('candidate.addFrom')}>
          <Radio.Group
            options={[
              { value: 'account', label: t('candidate.fromAccount') },
              { value: 'new', label: t('candidate.newPerson') },
            ]}
          />
        </Form.Item>
        {mode === 'account' ? (
          <Form.Item
            name="candidateId"
            label={t('candidate.account')}
            rules={[{ required: true, message: t('list:required', { field: t('candidate.account') }) }]}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={t('candidate.searchAccount')}
              loading={accounts.isFetching}
              options={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} · ${a.idNumber}` }))}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('candidate.noAccount')} />}
            />
          </Form.Item>
        ) : (
          <CandidateIdentityFields preselectCertType />
        )}
        <Form.Item name="admissionNumber" label={t('candidate.admissionNumber')} extra={t('candidate.admissionNumberHint')}>
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
