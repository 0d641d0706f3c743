import { itemApi } from '@cloud-exam/contract/bank/item';
import type { OutputOf } from '@cloud-exam/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';

type Version = OutputOf<typeof itemApi.versions>[number];

/** An item's versions, newest first: which fields each changed, who saved it and when; each can be viewed as it was. */
export function ItemVersions({ itemId, onClose, onView }: { itemId?: string; onClose: () => void; onView: (version: number) => void }) {
  const { t } = useTranslation(['bank', 'list']);
  const versions = useQuery({ ...endpointQuery(itemApi.versions, { id: itemId ?? '' }), enabled: !!itemId });
  const fieldName = (field: string) => t(`versions.field.${field}`, { defaultValue: field });
  return (
    <Drawer open={!!itemId} onClose={onClose} size={640} title={t('versions.title')} destroyOnHidden>
      <Table<Version>
        rowKey="version"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data}
        pagination={false}
        columns={[
          { title: t('versions.version'), dataIndex: 'version', width: 90, render: (v: number) => t('item.versionNo', { version: v }) },
          {
            title: t('versions.changed'),
            dataIndex: 'changedFields',
            render: (fields: string[], row) =>
              fields.length ? (
                fields.map((f) => <Tag key={f}>{fieldName(f)}</Tag>)
              ) : (
                <Typography.Text type="secondary">{t(row.version === 1 ? 'versions.created' : 'versions.unchanged')}</Typography.Text>
              ),
          },
          { title: t('versions.by'), dataIndex: 'changedByName', width: 100 },
          { title: t('versions.time'), dataIndex: 'changeTime', width: 140, render: dateTime },
          {
            title: t('list:action.title'),
            width: 70,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => onView(row.version)}>
                {t('versions.view')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
