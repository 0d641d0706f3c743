import { UPDATE_CHECK_INTERVAL_MS } from '@cloud-exam/contract/constants';
import { useFeedback } from './feedback';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the server now serves another build than the one running; false when it cannot tell. */
export async function newerBuildDeployed(running: string): Promise<boolean> {
  try {
    const res = await fetch(`version.json?_t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return false;
    const { buildId } = (await res.json()) as { buildId?: string };
    return !!buildId && buildId !== running;
  } catch {
    return false;
  }
}

/**
 * Every hour (spec §4) asks whether a new version is deployed; when it is, clears the browser's caches and offers a
 * refresh.
 */
export function UpdateNotice() {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  useEffect(() => {
    let shown = false;
    const check = async () => {
      if (shown || !(await newerBuildDeployed(__BUILD_ID__))) return;
      shown = true;
      if ('caches' in window) for (const name of await caches.keys()) await caches.delete(name);
      notification.info({
        key: 'new-version',
        title: t('update.title'),
        description: t('update.description'),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('update.refresh')}
          </Button>
        ),
      });
    };
    const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [notification, t]);
  return null;
}
