import { type Item, type ItemContent, itemApi } from '@cloud-exam/contract/bank/item';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Result, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { CandidateView } from '../../../components/bank/candidate-view';
import { PartHeader, PartView, Section } from '../../../components/bank/item-key-view';
import { dateTime } from '../../../components/date-time';

/** Which item the preview shows: its current version, or one it had. */
export type PreviewTarget = { id: string; version?: number };

type View = 'candidate' | 'key';

/**
 * An item as a candidate meets it, or with its key, answers and explanation (the author's check): a saved item,
 * loaded when the drawer opens (`target`), or the editor's draft (`draft`).
 */
export function ItemPreview({ target, draft, onClose }: { target?: PreviewTarget; draft?: ItemContent | null; onClose: () => void }) {
  const { t } = useTranslation('bank');
  const [view, setView] = useState<View>('candidate');
  const id = target?.id ?? '';
  const current = useQuery({ ...endpointQuery(itemApi.get, { id }), enabled: !!target && !target.version });
  const past = useQuery({ ...endpointQuery(itemApi.version, { id, version: target?.version ?? 1 }), enabled: !!target?.version });
  const item = target?.version ? past : current;
  const shown = draft ?? item.data;

  return (
    <Drawer
      open={!!target || draft !== undefined}
      onClose={onClose}
      size={680}
      title={target?.version ? t('preview.versionTitle', { version: target.version }) : t('preview.title')}
      extra={
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'candidate', label: t('preview.asCandidate') },
            { value: 'key', label: t('preview.withKey') },
          ]}
        />
      }
      destroyOnHidden
    >
      {draft === null ? (
        <Typography.Text type="secondary">{t('preview.incomplete')}</Typography.Text>
      ) : item.isError && !draft ? (
        <Result status="warning" subTitle={t('item.bankMissing')} />
      ) : shown ? (
        <ItemView item={shown} view={view} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

const isSaved = (item: Item | ItemContent): item is Item => 'id' in item;

function ItemView({ item, view }: { item: Item | ItemContent; view: View }) {
  const { t } = useTranslation(['bank', 'list']);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PartHeader part={item} difficulty={item.difficulty} />
      {view === 'candidate' ? <CandidateView part={item} /> : <PartView part={item} />}
      {item.hint && <Section title={t('preview.hint')}>{item.hint}</Section>}
      {isSaved(item) && (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'knowledge', label: t('item.knowledge'), children: <Tags values={item.knowledgeNames} /> },
            { key: 'tags', label: t('item.tags'), children: <Tags values={item.tags} /> },
            { key: 'version', label: t('item.version'), children: t('item.versionNo', { version: item.version }) },
            { key: 'created', label: t('list:createTime'), children: `${item.createdByName ?? ''} ${dateTime(item.createTime)}` },
          ]}
        />
      )}
    </Space>
  );
}

function Tags({ values }: { values: string[] }) {
  const { t } = useTranslation('bank');
  return values.length ? (
    <Space size={[0, 4]} wrap>
      {values.map((v) => (
        <Tag key={v}>{v}</Tag>
      ))}
    </Space>
  ) : (
    <Typography.Text type="secondary">{t('preview.none')}</Typography.Text>
  );
}
