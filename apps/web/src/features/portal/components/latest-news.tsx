import { newsApi } from '@cloud-exam/contract/portal/news';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { NEWS_PATH, newsDetailPath, PUBLIC_DOWNLOADS_PATH } from '../paths';

/** The landing page's latest three news items of the platform (nothing while there are none), and the ways to all news and downloads. */
export function LatestNews() {
  const { t } = useTranslation('portal');
  const news = useQuery(endpointQuery(newsApi.publicPage, { current: 1, size: 3 })).data?.records;
  return (
    <section style={{ padding: '56px 10%' }}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
        {t('news.latest')}
      </Typography.Title>
      {!!news?.length && (
        <Row gutter={[24, 24]}>
          {news.map((n) => (
            <Col key={n.id} span={8}>
              <Card style={{ height: '100%' }}>
                <Link to={newsDetailPath(n.id)} style={{ fontSize: 16, fontWeight: 600 }}>
                  {n.title}
                </Link>
                {n.publishTime && <div style={{ color: '#5d6676', marginTop: 8 }}>{dateTime(n.publishTime)}</div>}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <div style={{ display: 'flex', justifyContent: 'center', gap: 32, marginTop: 24 }}>
        <Link to={NEWS_PATH}>{t('news.more')}</Link>
        <Link to={PUBLIC_DOWNLOADS_PATH}>{t('downloads.title')}</Link>
      </div>
    </section>
  );
}
