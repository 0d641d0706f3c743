import { bankApi } from '@cloud-exam/contract/bank/bank';
import { PAPER_DESCRIPTION_MAX, PAPER_DURATION_MAX, PAPER_NAME_MAX, type PaperKind } from '@cloud-exam/contract/paper/paper';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useBankDepts } from '../../../components/bank/bank-depts';

/** A paper's own fields, inside its form: name, owning department, banks, duration, pass mark (not for a personality test), description. */
export function PaperFields({ kind }: { kind: PaperKind }) {
  const { t } = useTranslation(['paper', 'list']);
  const depts = useBankDepts();
  const banks = useQuery(endpointQuery(bankApi.options));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="name"
          label={t('editor.name')}
          rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('editor.name') }) }, { max: PAPER_NAME_MAX }]}
        >
          <Input maxLength={PAPER_NAME_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name="deptId" label={t('editor.dept')} extra={t('editor.deptHint')}>
          <TreeSelect
            allowClear
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder={t('list.wholeInstitution')}
            treeData={depts.owners}
            loading={depts.loading}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name="bankIds"
          label={t('editor.banks')}
          extra={t('editor.banksHint')}
          rules={[{ required: true, message: t('editor.banksRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            loading={banks.isLoading}
            options={banks.data?.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={4}>
        <Form.Item name="duration" label={t('editor.duration')} rules={[{ required: true }]}>
          <InputNumber min={1} max={PAPER_DURATION_MAX} precision={0} suffix={t('editor.minutesUnit')} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {kind !== 'personality' && (
        <Col xs={12} md={6} xl={4}>
          <Form.Item name="passMark" label={t('editor.passMark')} extra={t('editor.passMarkHint')}>
            <InputNumber min={0} max={99_999} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12} xl={16}>
        <Form.Item name="description" label={t('editor.description')} rules={[{ max: PAPER_DESCRIPTION_MAX }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={PAPER_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Col>
    </Row>
  );
}
