import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoadingMask } from '../api/loading-mask';

/** The full-page mask shown while calls that want it are in flight. */
export function LoadingMask() {
  const { t } = useTranslation();
  return <Spin fullscreen spinning={useLoadingMask()} tip={t('loading')} delay={100} />;
}
