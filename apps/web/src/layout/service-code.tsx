import { QRCode, Typography } from 'antd';

/** The customer-service QR code with its hint, shown in the tool strip's popover. */
export default function ServiceCode({ url, hint }: { url: string; hint: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <QRCode value={url} size={140} bordered={false} />
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 160 }}>
        {hint}
      </Typography.Paragraph>
    </div>
  );
}
