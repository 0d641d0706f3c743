import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { downloadApi } from '@cloud-exam/contract/portal/download';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { ErrorResult } from '../../../components/error-result';
import { fileSize } from '../../../lib/file-size';
import { PortalShell } from '../components/portal-shell';

/** The public download centre (/downloadCenter, full view): the platform's published files by category, with size and date. */
export default function DownloadCenterPage() {
  const { t } = useTranslation('portal');
  const groups = useQuery(endpointQuery(downloadApi.publicList));
  return (
    <PortalShell title={t('downloads.title')}>
      {groups.isError ? (
        <Card>
          <ErrorResult
            status="error"
            title={t('downloads.loadFailed')}
            actions={<Button onClick={() => void groups.refetch()}>{t('news.retry')}</Button>}
          />
        </Card>
      ) : groups.isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : !groups.data?.length ? (
        <Card>
          <Empty description={t('downloads.empty')} />
        </Card>
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {groups.data.map((group) => (
            <Card
              key={group.categoryId}
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {group.categoryName}
                </Typography.Title>
              }
            >
              <List
                dataSource={group.files}
                renderItem={(file) => (
                  <List.Item
                    actions={[
                      <a key="get" href={file.fileUrl} download={file.fileName} aria-label={t('downloads.get', { name: file.title })}>
                        <DownloadOutlined aria-hidden /> {t('downloads.download')}
                      </a>,
                    ]}
                  >
                    <List.Item.Meta
                      avatar={<FileOutlined aria-hidden style={{ fontSize: 24, color: '#2980FF' }} />}
                      title={file.title}
                      description={
                        <Space direction="vertical" size={2}>
                          {file.description && <span>{file.description}</span>}
                          <Space size="large" style={{ color: '#5d6676' }}>
                            <span>{file.fileName}</span>
                            <span>{fileSize(file.size)}</span>
                            <time dateTime={file.updateTime}>{dateTime(file.updateTime)}</time>
                          </Space>
                        </Space>
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Space>
      )}
    </PortalShell>
  );
}
