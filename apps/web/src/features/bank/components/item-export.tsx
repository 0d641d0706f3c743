import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { ITEM_EXPORT_FORMATS, type ItemExportFormat, itemTransferApi, type QtiVersion } from '@cloud-exam/contract/bank/item-transfer';
import { Alert, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { told } from '../../../components/use-submit';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';

/** What the menu offers: each format, QTI in either version. */
type Choice = { key: string; format: ItemExportFormat; qtiVersion?: QtiVersion; label: string };
const CHOICES = ITEM_EXPORT_FORMATS.flatMap((format): Choice[] =>
  format === 'qti'
    ? [
        { key: 'qti', format, qtiVersion: '2.1', label: 'export.qti' },
        { key: 'qti3', format, qtiVersion: '3.0', label: 'import.qti.export3' },
      ]
    : [{ key: format, format, label: `export.${format}` }],
);

/**
 * Exports the bank, or the chosen items of it, as Excel, Word, QTI (2.1 or 3.0) or Moodle XML: a background task whose file
 * lands in the download centre, which the notice beside the button links to.
 */
export function useItemExport(bankId: string, ids: string[]) {
  const { t } = useTranslation('bank');
  const [started, setStarted] = useState<Choice>();
  const exportAs = (choice: Choice) =>
    told(async () => {
      const { format, qtiVersion } = choice;
      await call(itemTransferApi.exportItems, { bankId, format, ...(qtiVersion ? { qtiVersion } : {}), ...(ids.length ? { ids } : {}) });
      setStarted(choice);
    });
  const button = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: CHOICES.map((c) => ({ key: c.key, label: t(c.label) })),
        onClick: ({ key }) => void exportAs(CHOICES.find((c) => c.key === key)!),
      }}
    >
      <Button icon={<ExportOutlined />} data-testid="item-export">
        {ids.length ? t('export.chosen', { count: ids.length }) : t('export.bank')} <DownOutlined />
      </Button>
    </Dropdown>
  );
  const notice = started && (
    <Alert
      type="success"
      showIcon
      closable
      onClose={() => setStarted(undefined)}
      style={{ marginBottom: 16 }}
      data-testid="item-export-started"
      message={t('export.started', { format: t(started.label) })}
      action={<Link to={DOWNLOAD_CENTER_PATH}>{t('export.toDownloads')}</Link>}
    />
  );
  return { button, notice };
}
