import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { storedFileApi, UPLOAD_PURPOSES } from '@cloud-exam/contract/files/stored-file';
import type { ItemMedia } from '@cloud-exam/contract/bank/item';
import { Button, Input, InputNumber, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';

/** Audio or video played with a stem (a listening passage, a clip), uploaded to the file store. */
export function MediaList({ value = [], onChange }: { value?: ItemMedia[]; onChange?: (media: ItemMedia[]) => void }) {
  const { t } = useTranslation('bank');
  const [uploading, setUploading] = useState(false);
  const change = (index: number, patch: Partial<ItemMedia>) => onChange?.(value.map((m, i) => (i === index ? { ...m, ...patch } : m)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((m, i) => (
        <Space key={m.url} wrap align="center">
          {m.kind === 'audio' ? (
            <audio controls src={m.url} aria-label={m.name} />
          ) : (
            <video controls src={m.url} aria-label={m.name} style={{ maxWidth: 320 }} />
          )}
          <Input
            value={m.name}
            onChange={(e) => change(i, { name: e.target.value })}
            aria-label={t('editor.mediaName')}
            style={{ width: 200 }}
            maxLength={200}
          />
          <InputNumber
            value={m.playLimit}
            min={0}
            max={99}
            precision={0}
            onChange={(v) => change(i, { playLimit: v ?? 0 })}
            aria-label={t('editor.playLimit')}
            addonBefore={t('editor.playLimit')}
            style={{ width: 200 }}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('editor.removeMedia')}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Upload
        accept={UPLOAD_PURPOSES.media.types.join(',')}
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const stored = await call(storedFileApi.upload, { purpose: 'media', file: file as File });
            const kind = stored.contentType.startsWith('video/') ? 'video' : 'audio';
            onChange?.([...value, { kind, url: stored.url, name: stored.name, playLimit: 0 }]);
            onSuccess?.(stored);
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={value.length >= 5}>
          {t('editor.addMedia')}
        </Button>
      </Upload>
    </Space>
  );
}
