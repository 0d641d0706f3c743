import { Badge, Button, Popconfirm, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a row is published, as a dot and a word readable in any theme. */
export function PublishedState({ published }: { published: boolean }) {
  const { t } = useTranslation('portal');
  return <Badge status={published ? 'success' : 'default'} text={published ? t('service.published') : t('service.draft')} />;
}

/** All, published or unpublished, as the list's `published` filter ('1', '0' or absent). */
export function PublishedFilter({ value, onChange }: { value?: '0' | '1'; onChange: (v?: '0' | '1') => void }) {
  const { t } = useTranslation('portal');
  return (
    <Segmented
      value={value ?? 'all'}
      options={[
        { value: 'all', label: t('service.all') },
        { value: '1', label: t('service.published') },
        { value: '0', label: t('service.draft') },
      ]}
      onChange={(v) => onChange(v === 'all' ? undefined : (v as '0' | '1'))}
    />
  );
}

/** Publish, or withdraw behind a confirm (a published row is locked until withdrawn). */
export function PublishToggle({
  published,
  name,
  onToggle,
}: {
  published: boolean;
  name: string;
  onToggle: (published: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation('portal');
  return (
    <Popconfirm
      title={t(published ? 'service.confirmWithdraw' : 'service.confirmPublish', { name })}
      onConfirm={() => onToggle(!published)}
    >
      <Button type="link" size="small">
        {published ? t('service.withdraw') : t('service.publish')}
      </Button>
    </Popconfirm>
  );
}
