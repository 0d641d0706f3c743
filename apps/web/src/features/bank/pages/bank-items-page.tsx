import { DownOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi, type ItemRow, type ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { id as idSchema } from '@cloud-exam/contract/fields';
import type { Line } from '@cloud-exam/contract/rich-text-line';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Dropdown, Empty, Result, Row, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { endpointQuery } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { RowActions, SearchFilter, SelectFilter, StatusTag } from '../../../components/list/list-pieces';
import { LineView } from '../../../components/rich-text/line-view';
import { useListPage } from '../../../components/list/use-list-page';
import { useViewLocation } from '../../../components/view-location';
import { ItemBatchActions } from '../components/item-batch';
import { useItemExport } from '../components/item-export';
import { DifficultyStars, useItemLabels } from '../components/item-labels';
import { ItemPreview, type PreviewTarget } from '../components/item-preview';
import { TagFilter } from '../components/tag-select';
import { ItemVersions } from '../components/item-versions';
import { KnowledgeTree } from '../components/knowledge-tree';
import { BANK_LIST_PATH, bankItemsPath, editItemPath, itemImportPath, newItemPath } from '../paths';

/** A bank's items (/bank/items?bankId=…): the bank comes from the address, so a bank's items can be linked to. */
export default function BankItemsPage() {
  const { search } = useViewLocation();
  const bankId = new URLSearchParams(search).get('bankId') ?? '';
  // Another bank is another page: its tree, choice and drawers start afresh.
  return idSchema.safeParse(bankId).success ? <BankItems key={bankId} bankId={bankId} /> : <NoBank />;
}

/** Chooses the bank whose items are shown. */
function BankSwitch({ bankId }: { bankId?: string }) {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  const banks = useQuery(endpointQuery(bankApi.options));
  return (
    <Select
      showSearch
      optionFilterProp="label"
      aria-label={t('item.chooseBank')}
      placeholder={t('item.chooseBank')}
      style={{ width: 240 }}
      loading={banks.isLoading}
      value={bankId}
      options={banks.data?.map((b) => ({ value: b.id, label: b.name }))}
      onChange={(id: string) => void navigate(bankItemsPath(id))}
    />
  );
}

function NoBank({ missing }: { missing?: boolean }) {
  const { t } = useTranslation('bank');
  return (
    <Card>
      <Result
        status={missing ? '404' : 'info'}
        title={t(missing ? 'item.bankMissing' : 'item.noBank')}
        extra={
          <Space wrap>
            <BankSwitch />
            <Link to={BANK_LIST_PATH}>{t('item.backToList')}</Link>
          </Space>
        }
      />
    </Card>
  );
}

function BankItems({ bankId }: { bankId: string }) {
  const { t } = useTranslation(['bank', 'list']);
  const navigate = useNavigate();
  const bank = useQuery(endpointQuery(bankApi.get, { id: bankId }));
  const list = useListPage(itemApi.page);
  const { typeLabel, typeOptions, difficultyOptions } = useItemLabels();
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<PreviewTarget>();
  const [historyOf, setHistoryOf] = useState<string>();
  const { filter } = list;
  const rows = list.query.data?.records ?? [];
  const filtered = !!(filter.knowledgeId || filter.itemTypeCode || filter.difficulty || filter.tag || filter.keyword);
  const exporting = useItemExport(bankId, chosen);

  if (bank.isError) return <NoBank missing />;
  if (!bank.data) return <Skeleton active />;
  const addItem = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: typeOptions.map((o) => ({ key: o.value, label: o.label })),
        onClick: ({ key }) => void navigate(newItemPath(bankId, key as ItemTypeCode)),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />}>
        {t('item.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap align="center" size={12}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {bank.data.name}
            </Typography.Title>
            <StatusTag status={bank.data.status} />
            {bank.data.deptName && <Typography.Text type="secondary">{bank.data.deptName}</Typography.Text>}
            <Typography.Text type="secondary">{t('item.count', { count: bank.data.itemCount })}</Typography.Text>
          </Space>
          <BankSwitch bankId={bankId} />
        </Space>
        {bank.data.description && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {bank.data.description}
          </Typography.Paragraph>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xl={6} xxl={5}>
          <KnowledgeTree bankId={bankId} selectedId={filter.knowledgeId} onSelect={(knowledgeId) => list.narrow({ knowledgeId })} />
        </Col>
        <Col xs={24} lg={16} xl={18} xxl={19}>
          <Card
            title={t('item.title')}
            extra={
              <Space wrap>
                <Button icon={<ImportOutlined />} onClick={() => void navigate(itemImportPath(bankId))} data-testid="item-import">
                  {t('import.title')}
                </Button>
                {exporting.button}
                {addItem}
              </Space>
            }
          >
            {exporting.notice}
            <Space wrap style={{ marginBottom: 16 }}>
              <SearchFilter
                placeholder={t('item.keyword')}
                width={220}
                value={filter.keyword}
                onSearch={(keyword) => list.narrow({ keyword })}
              />
              <SelectFilter
                label={t('item.type')}
                width={140}
                value={filter.itemTypeCode}
                options={typeOptions}
                onChange={(itemTypeCode) => list.narrow({ itemTypeCode })}
              />
              <SelectFilter
                label={t('item.difficulty')}
                width={130}
                value={filter.difficulty}
                options={difficultyOptions}
                onChange={(difficulty) => list.narrow({ difficulty })}
              />
              <TagFilter bankId={bankId} label={t('item.tag')} width={160} value={filter.tag} onChange={(tag) => list.narrow({ tag })} />
            </Space>
            {chosen.length > 0 && (
              <ItemBatchActions
                bankId={bankId}
                ids={chosen}
                tagsOfChosen={[...new Set(rows.filter((r) => chosen.includes(r.id)).flatMap((r) => r.tags))]}
                onDone={() => setChosen([])}
              />
            )}
            <Table<ItemRow>
              rowKey="id"
              loading={list.query.isFetching}
              dataSource={rows}
              pagination={list.pagination}
              rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
              locale={{
                emptyText: filtered ? (
                  <Empty description={t('item.noMatch')} />
                ) : (
                  <Empty description={t('item.empty')}>
                    <Typography.Text type="secondary">{t('item.emptyHint')}</Typography.Text>
                  </Empty>
                ),
              }}
              // No scroll.x and no fixed column: antd's measuring row would copy the select-all checkbox into an
              // aria-hidden row (axe: aria-hidden-focus). A narrow window scrolls the table sideways all the same.
              columns={[
                {
                  title: t('item.stem'),
                  dataIndex: 'stemLine',
                  render: (line: Line) => (
                    <div style={{ minWidth: 160, maxWidth: 360 }}>
                      <LineView line={line} rows={2} />
                    </div>
                  ),
                },
                {
                  title: t('item.typeAndScore'),
                  dataIndex: 'itemTypeCode',
                  width: 150,
                  render: (code: ItemTypeCode, row) => (
                    <Space orientation="vertical" size={2}>
                      <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                        {typeLabel(code)}
                      </Tag>
                      <Space size={6}>
                        <DifficultyStars level={row.difficulty} />
                        <Typography.Text>{t('preview.points', { count: row.score })}</Typography.Text>
                      </Space>
                    </Space>
                  ),
                },
                {
                  title: t('item.knowledgeAndTags'),
                  dataIndex: 'knowledgeNames',
                  width: 150,
                  render: (names: string[], row) => (
                    <Space size={[0, 4]} wrap>
                      {names.map((n) => (
                        <Tag key={`k-${n}`} color="processing" bordered={false}>
                          {n}
                        </Tag>
                      ))}
                      {row.tags.map((tag) => (
                        <Tag key={`t-${tag}`}>{tag}</Tag>
                      ))}
                    </Space>
                  ),
                },
                {
                  title: t('item.versionAndUpdate'),
                  dataIndex: 'updateTime',
                  width: 150,
                  render: (time: string, row) => (
                    <Space orientation="vertical" size={0}>
                      <span>
                        {t('item.versionNo', { version: row.version })} · {row.updatedByName ?? '—'}
                      </span>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {dateTime(time)}
                      </Typography.Text>
                    </Space>
                  ),
                },
                {
                  title: t('list:action.title'),
                  width: 170,
                  render: (_, row) => (
                    // Three actions on one line where the table has room for them.
                    <div style={{ minWidth: 140 }}>
                      <RowActions onEdit={() => void navigate(editItemPath(row.id))}>
                        <Button type="link" size="small" onClick={() => setPreview({ id: row.id })}>
                          {t('item.preview')}
                        </Button>
                        <Button type="link" size="small" onClick={() => setHistoryOf(row.id)}>
                          {t('item.history')}
                        </Button>
                      </RowActions>
                    </div>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <ItemPreview target={preview} onClose={() => setPreview(undefined)} />
      <ItemVersions
        itemId={historyOf}
        onClose={() => setHistoryOf(undefined)}
        onView={(version) => setPreview({ id: historyOf!, version })}
      />
    </Space>
  );
}
