import { CANDIDATE_NAME_MAX } from '@cloud-exam/contract/org/candidate';
import { validateIdNumber, validateOptionalEmail, validateOptionalMobile } from '@cloud-exam/contract/validators';
import { Col, Form, Input, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCertificateTypes } from './use-certificate-types';
import { useFieldRule } from './use-field-rule';
import { told } from './use-submit';

/**
 * Who a candidate is: name, certificate type, certificate number (checked by the type, as the server checks it, and
 * again when the type changes), mobile and e-mail, with the contract's rules. The fields of a candidate account and
 * of a person added to an exam; placed inside their form, on a two-column grid (`grid`, inside a Row) or one above the
 * other. `preselectCertType` starts the type at the institution's first.
 */
export function CandidateIdentityFields({ grid = false, preselectCertType = false }: { grid?: boolean; preselectCertType?: boolean }) {
  const { t } = useTranslation(['common', 'list']);
  const form = Form.useFormInstance();
  const certType = Form.useWatch('certType', form);
  const certTypes = useCertificateTypes();
  const rule = useFieldRule();
  const required = (field: string) => t('list:required', { field });
  const cell = (span: number, item: ReactNode) => (grid ? <Col span={span}>{item}</Col> : item);
  // The types may arrive after the fields appear (an initial value counts only on the field's first render).
  const firstType = certTypes.types[0]?.code;
  useEffect(() => {
    if (preselectCertType && firstType && !form.getFieldValue('certType')) form.setFieldValue('certType', firstType);
  }, [preselectCertType, firstType, form]);
  return (
    <>
      {cell(
        12,
        <Form.Item
          name="name"
          label={t('identity.name')}
          rules={[{ required: true, whitespace: true, message: required(t('identity.name')) }, { max: CANDIDATE_NAME_MAX }]}
        >
          <Input maxLength={CANDIDATE_NAME_MAX} />
        </Form.Item>,
      )}
      {cell(
        12,
        <Form.Item name="certType" label={t('identity.certType')} rules={[{ required: true, message: required(t('identity.certType')) }]}>
          <Select
            options={certTypes.options}
            loading={certTypes.loading}
            // a number typed already is checked against the new type; what it breaks shows under the field
            onChange={() => form.getFieldValue('idNumber') && void told(() => form.validateFields(['idNumber']))}
          />
        </Form.Item>,
      )}
      {cell(
        24,
        <Form.Item
          name="idNumber"
          label={t('identity.idNumber')}
          dependencies={['certType']}
          required
          rules={[rule((v: string) => validateIdNumber(certType, v))]}
        >
          <Input maxLength={30} />
        </Form.Item>,
      )}
      {cell(
        12,
        <Form.Item name="mobile" label={t('identity.mobile')} rules={[rule(validateOptionalMobile)]}>
          <Input maxLength={11} />
        </Form.Item>,
      )}
      {cell(
        12,
        <Form.Item name="email" label={t('identity.email')} rules={[rule(validateOptionalEmail)]}>
          <Input maxLength={100} />
        </Form.Item>,
      )}
    </>
  );
}
