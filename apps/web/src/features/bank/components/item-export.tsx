import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { ITEM_EXPORT_FORMATS, type ItemExportFormat, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { Alert, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { told } from '../../../components/use-submit';
import { DOWNLOAD_CENTER_PATH } from '../../../lib/paths';

/**
 * Exports the bank, or the chosen items of it, as Excel, Word, QTI or Moodle XML: a background task whose file lands
 * in the download centre, which the notice beside the button links to.
 */
export function useItemExport(bankId: string, ids: string[]) {
  const { t } = useTranslation('bank');
  const [started, setStarted] = useState<ItemExportFormat>();
  const exportAs = (format: ItemExportFormat) =>
    told(async () => {
      await call(itemTransferApi.exportItems, { bankId, format, ...(ids.length ? { ids } : {}) });
      setStarted(format);
    });
  const button = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ITEM_EXPORT_FORMATS.map((f) => ({ key: f, label: t(`export.${f}`) })),
        onClick: ({ key }) => void exportAs(key as ItemExportFormat),
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
      message={t('export.started', { format: t(`export.${started}`) })}
      action={<Link to={DOWNLOAD_CENTER_PATH}>{t('export.toDownloads')}</Link>}
    />
  );
  return { button, notice };
}
