import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { noticeQuery, unreadKey } from '../api';
import { messageTypeOf } from '../message-type';
import { dateTime } from '../../../components/date-time';
import { NOTICES_PATH } from '../../../lib/paths';

/** One notice; opening it marks it read, and the header's count follows. */
export default function NoticeDetailPage() {
  const { t } = useTranslation('notice');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = params.get('id') ?? '';
  const notice = useQuery({ ...noticeQuery(id), enabled: !!id });

  useEffect(() => {
    if (notice.data) void queryClient.invalidateQueries({ queryKey: unreadKey });
  }, [notice.data, queryClient]);

  if (!id || notice.isError) {
    return <Result status="404" subTitle={t('missing')} extra={<Button onClick={() => navigate(NOTICES_PATH)}>{t('back')}</Button>} />;
  }
  if (!notice.data) return <Skeleton active />;
  const type = messageTypeOf(notice.data.messageType);
  return (
    <Card extra={<Button onClick={() => navigate(NOTICES_PATH)}>{t('back')}</Button>}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {notice.data.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Tag color={type.color}>{t(type.key)}</Tag>
        {dateTime(notice.data.createTime)}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{notice.data.content}</Typography.Paragraph>
    </Card>
  );
}
