import type { Skin } from '@cloud-exam/contract/account/personal';
import { useFeedback } from '../../../components/feedback';
import { THEME_COLORS } from '@cloud-exam/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, ColorPicker, Form, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveSkin, skinQuery } from '../../../auth/skin';

type Values = Required<Pick<Skin, 'primary' | 'size'>>;

/** The user's skin: the primary colour and the size of the controls, kept on the server for every device. */
export function AppearanceCard() {
  const { t } = useTranslation('personal');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const skin = useQuery(skinQuery).data;

  const save = async (values: Values) => {
    const saved = await saveSkin(values);
    queryClient.setQueryData(skinQuery.queryKey, saved);
    message.success(t('saved'));
  };
  const reset = async () => {
    await save({ primary: THEME_COLORS.primary, size: 'medium' });
  };

  if (!skin) return null;
  return (
    <Card title={t('appearance')} style={{ marginTop: 24 }}>
      <Form<Values>
        layout="vertical"
        initialValues={{ primary: skin.primary ?? THEME_COLORS.primary, size: skin.size ?? 'medium' }}
        onFinish={save}
        key={`${skin.primary}-${skin.size}`}
      >
        <Form.Item name="primary" label={t('primaryColour')} getValueFromEvent={(color) => color.toHexString()}>
          <ColorPicker
            disabledAlpha
            presets={[{ label: t('presets'), colors: [THEME_COLORS.primary, '#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16'] }]}
          />
        </Form.Item>
        <Form.Item name="size" label={t('size')}>
          <Segmented
            options={[
              { value: 'small', label: t('sizeSmall') },
              { value: 'medium', label: t('sizeMedium') },
              { value: 'large', label: t('sizeLarge') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('save')}
        </Button>
        <Button type="link" onClick={reset}>
          {t('resetSkin')}
        </Button>
      </Form>
    </Card>
  );
}
