import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function ErrorResult({ status, subtitleKey }: { status: '404' | '403'; subtitleKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status === '403' ? '401' : status}
      subTitle={t(subtitleKey)}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
