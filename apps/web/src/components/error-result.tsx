import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** An error page: antd's Result with the way back home, after the page's own actions when it has some. */
export function ErrorResult({ actions, ...result }: Pick<ResultProps, 'status' | 'title' | 'subTitle'> & { actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      {...result}
      extra={
        <>
          {actions}
          <Button type={actions ? 'default' : 'primary'} onClick={() => navigate('/', { replace: true })}>
            {t('backHome')}
          </Button>
        </>
      }
    />
  );
}
