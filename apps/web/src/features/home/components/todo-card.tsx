import { noticeApi } from '@cloud-exam/contract/notice/notice';
import { useQuery } from '@tanstack/react-query';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { NOTICES_PATH, noticeDetailPath } from '../../../lib/paths';

/** The to-dos still to deal with (notice-info/queryDealNoticeInfo), newest first; nothing when there are none. */
export function TodoCard() {
  const { t } = useTranslation('portal');
  const deal = useQuery(endpointQuery(noticeApi.deal, { size: 5 }, { silent: true })).data;
  if (!deal?.total) return null;
  return (
    <Card
      title={t('workstage.todo', { total: deal.total })}
      extra={<Link to={`${NOTICES_PATH}?messageType=3&read=0`}>{t('workstage.allTodos')}</Link>}
      style={{ marginBottom: 16 }}
    >
      <List
        dataSource={deal.records}
        renderItem={(n) => (
          <List.Item extra={<Typography.Text type="secondary">{dateTime(n.createTime)}</Typography.Text>}>
            <Link to={noticeDetailPath(n.id)}>{n.title}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
