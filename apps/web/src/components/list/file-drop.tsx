import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { ReactNode } from 'react';

/**
 * One file to send, dropped or picked: the page keeps it (antd uploads nothing) and shows it until it is removed or
 * another takes its place. `children` go under the label (what the file may be).
 */
export function FileDrop({
  accept,
  file,
  label,
  onChange,
  children,
}: {
  accept: string;
  file?: File;
  label: string;
  onChange: (file: File | undefined) => void;
  children?: ReactNode;
}) {
  return (
    <Upload.Dragger
      accept={accept}
      maxCount={1}
      beforeUpload={(f) => {
        onChange(f);
        return false;
      }}
      onRemove={() => onChange(undefined)}
      fileList={file ? [{ uid: 'file', name: file.name }] : []}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{label}</p>
      {children}
    </Upload.Dragger>
  );
}
