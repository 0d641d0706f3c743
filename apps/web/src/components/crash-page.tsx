import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result';

/**
 * A script or style sheet of the app that could not be fetched: most often a build deployed since the page was opened
 * has replaced it (or the network is down). Only a reload helps.
 */
export const isUnfetchedCode = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** Eight hexadecimal digits, short enough to read out over the telephone. */
const newReference = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/**
 * What the user sees of a page that failed: what happened, in their language, a reload, the way home and a reference
 * to quote, which the browser's console logs together with the error so that support can find it. Never the error.
 */
export function CrashPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [reference] = useState(newReference);
  const unfetched = isUnfetchedCode(error);
  useEffect(() => console.error(`Error reference ${reference}:`, error), [reference, error]);
  return (
    <ErrorResult
      status={unfetched ? 'warning' : '500'}
      title={t(unfetched ? 'crash.unfetchedTitle' : 'crash.title')}
      subTitle={
        <>
          <Typography.Paragraph type="secondary">{t(unfetched ? 'crash.unfetched' : 'crash.subtitle')}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('crash.reference')}{' '}
            <Typography.Text code copyable data-testid="error-reference">
              {reference}
            </Typography.Text>
          </Typography.Text>
        </>
      }
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      }
    />
  );
}
