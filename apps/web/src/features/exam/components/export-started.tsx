import type { EndpointDef } from '@cloud-exam/contract/endpoint';
import { Alert, type AlertProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Args, call } from '../../../api/call';
import { told } from '../../../components/use-submit';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';

/**
 * An export of exam day made in the background (the server answers its download-centre task at once): `start` asks for
 * it with the page's filter; `notice` says it was started, `message` in the page's words, and leads to the download
 * centre until it is closed.
 */
export function useExportStarted<E extends EndpointDef>(endpoint: E, message: string) {
  const { t } = useTranslation('exam');
  const [started, setStarted] = useState(false);
  const start = (...args: Args<E>) =>
    told(async () => {
      await call(endpoint, ...args);
      setStarted(true);
    });
  const notice = (props: Pick<AlertProps, 'className' | 'style'> = {}) =>
    started && (
      <Alert
        {...props}
        type="success"
        showIcon
        closable
        onClose={() => setStarted(false)}
        title={message}
        action={<Link to={DOWNLOAD_CENTER_PATH}>{t('answerRecords.toDownloads')}</Link>}
      />
    );
  return { start, notice };
}
