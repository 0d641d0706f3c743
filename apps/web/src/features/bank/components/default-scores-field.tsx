import { SCORED_ITEM_TYPES } from '@cloud-exam/contract/bank/bank';
import { ITEM_SCORE_MAX } from '@cloud-exam/contract/bank/item';
import { Collapse, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useItemLabels } from './item-labels';

/** The bank form's default score per type: what an imported item whose file gives no score gets. */
export function DefaultScoresField() {
  const { t } = useTranslation('bank');
  const { typeLabel } = useItemLabels();
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 24 }}
      items={[
        {
          key: 'scores',
          label: t('import.preview.defaults.title'),
          forceRender: true,
          children: (
            <>
              <p style={{ marginTop: 0 }}>{t('import.preview.defaults.hint')}</p>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', columnGap: 16 }}>
                {SCORED_ITEM_TYPES.map((code) => (
                  <Form.Item
                    key={code}
                    name={['defaultScores', code]}
                    label={typeLabel(code)}
                    rules={[{ required: true }, { type: 'number', min: 0.1, max: ITEM_SCORE_MAX }]}
                  >
                    <InputNumber min={0.1} max={ITEM_SCORE_MAX} step={0.5} precision={1} style={{ width: '100%' }} />
                  </Form.Item>
                ))}
              </div>
            </>
          ),
        },
      ]}
    />
  );
}
