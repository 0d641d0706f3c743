import { CollectForm, type CollectValues, type FormField } from '@cloud-exam/forms';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { useAreaTree } from '../api';
import type { Draft } from './collect-draft';

/** The form as a candidate meets it: fill it in to try the rules; files stay in the browser. */
export function FormPreview({ drafts }: { drafts: Draft[] }) {
  const { t } = useTranslation('exam');
  const [form] = Form.useForm<CollectValues>();
  const [checked, setChecked] = useState<boolean | undefined>();
  const areas = useAreaTree(drafts.some((d) => d.componentType === 'region'));
  const fields: FormField[] = useMemo(
    () => drafts.map(({ key, id: _id, ...d }) => ({ ...d, id: key, collectImageStandard: { ...d.collectImageStandard } })),
    [drafts],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('collect.previewHint')}</Typography.Paragraph>
      <CollectForm
        fields={fields}
        lang={currentLanguage()}
        form={form}
        areaTree={areas.data ?? []}
        onUpload={async (file) => ({ name: file.name, url: URL.createObjectURL(file) })}
        onValuesChange={() => setChecked(undefined)}
      />
      <Button
        type="primary"
        onClick={() =>
          form.validateFields().then(
            () => setChecked(true),
            () => setChecked(false),
          )
        }
      >
        {t('collect.check')}
      </Button>
      {checked === true && <Alert type="success" showIcon message={t('collect.checkPassed')} />}
      {checked === false && <Alert type="error" showIcon message={t('collect.checkFailed')} />}
    </Space>
  );
}
