import { DOWNLOAD_MAX_BYTES, downloadApi } from '@cloud-exam/contract/portal/download';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { told } from '../../../components/use-submit';
import { fileSize } from '../../../lib/file-size';

/** A form control holding the key of a file uploaded for download, with its name and size once uploaded (or as kept). */
export function FileKeyField({
  id,
  value,
  onChange,
  current,
}: {
  /** The form item's id, given to the file input so that the label names it. */
  id?: string;
  value?: string;
  onChange?: (key: string) => void;
  current?: { name: string; size: number };
}) {
  const { t } = useTranslation('platform');
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(current);
  const upload = async (file: File) => {
    setBusy(true);
    const stored = await told(() => call(downloadApi.upload, file)).finally(() => setBusy(false));
    if (!stored) return;
    setUploaded({ name: stored.name, size: stored.size });
    onChange?.(stored.key);
  };
  return (
    <Space direction="vertical">
      <Upload id={id} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
        <Button loading={busy}>{t(value ? 'file.replace' : 'file.upload')}</Button>
      </Upload>
      {uploaded && <span>{`${uploaded.name} · ${fileSize(uploaded.size)}`}</span>}
      <span style={{ color: '#5d6676' }}>{t('file.hint', { max: DOWNLOAD_MAX_BYTES / 1024 / 1024 })}</span>
    </Space>
  );
}
