import { storedFileApi, storedFileUrl } from '@cloud-exam/contract/files/stored-file';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { told } from '../../../components/use-submit';

/**
 * A form control holding an uploaded image's key: the picture shown small, uploaded (to the file store), replaced
 * or removed. `hint` says what the server will check of it.
 */
export function ImageKeyField({
  id,
  value,
  onChange,
  label,
  hint,
  removable = false,
}: {
  /** The form item's id, given to the file input so that the label names it. */
  id?: string;
  value?: string | null;
  onChange?: (key: string | null) => void;
  label: string;
  hint?: string;
  removable?: boolean;
}) {
  const { t } = useTranslation('platform');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    const stored = await told(() => call(storedFileApi.upload, { purpose: 'image', file })).finally(() => setBusy(false));
    if (stored) onChange?.(stored.key);
  };
  return (
    <Space direction="vertical">
      {value && <Image src={storedFileUrl(value)} alt={label} width={240} style={{ objectFit: 'contain', maxHeight: 120 }} />}
      <Space>
        <Upload
          id={id}
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => (void upload(file), false)}
        >
          <Button loading={busy}>{t(value ? 'image.replace' : 'image.upload')}</Button>
        </Upload>
        {value && removable && (
          <Button danger onClick={() => onChange?.(null)}>
            {t('image.remove')}
          </Button>
        )}
      </Space>
      {hint && <span style={{ color: '#5d6676' }}>{hint}</span>}
    </Space>
  );
}
