import {
  COLUMN_FIELDS,
  type ColumnField,
  type ImportLayout,
  itemMappingApi,
  MAPPING_NAME_MAX,
  type SavedMapping,
  SINGLE_FIELDS,
} from '@cloud-exam/contract/bank/item-mapping';
import { type ItemImport, itemTransferApi } from '@cloud-exam/contract/bank/item-transfer';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Input, Result, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useRefresh } from '../../../components/list/use-edit-dialog';
import { ReadableTag } from '../../../components/readable-tag';
import { told } from '../../../components/use-submit';
import { itemImportPath } from '../paths';

type Fields = (ColumnField | null)[];
type Column = ImportLayout['sheets'][number]['columns'][number];

/** A saved mapping over a sheet's columns: each column takes the field saved for its header. */
const fieldsBySaved = (columns: Column[], saved: SavedMapping): Fields =>
  columns.map((c) => {
    const at = saved.headers.indexOf(c.header);
    return at >= 0 ? (saved.fields[at] ?? null) : null;
  });
const guessed = (columns: Column[]): Fields => columns.map((c) => c.guess);

/** What is wrong with a mapping before it is sent: no stem, or a field twice (the server says the same). */
export function mappingFault(fields: Fields): { key: 'noStem' } | { key: 'twice'; field: ColumnField } | undefined {
  if (!fields.includes('stem')) return { key: 'noStem' };
  const twice = fields.find((f, i) => f && SINGLE_FIELDS.includes(f) && fields.indexOf(f) !== i);
  return twice ? { key: 'twice', field: twice } : undefined;
}

/**
 * The mapping step of an Excel file from another system: each column's header and first values with the field it
 * goes to (guessed, or a saved mapping whose headers match), changed by the user, optionally saved by name, then
 * the rows read with it.
 */
export function ColumnMapping({ job }: { job: ItemImport }) {
  const { t } = useTranslation(['bank', 'list']);
  const layout = useQuery(endpointQuery(itemMappingApi.importLayout, { id: job.id }));
  if (layout.isError)
    return (
      <Card>
        <Result
          status="error"
          title={t('import.mapping.loadFailed')}
          extra={<Link to={itemImportPath(job.bankId)}>{t('import.another')}</Link>}
        />
      </Card>
    );
  if (!layout.data) return <Skeleton active />;
  return <MappingForm job={job} layout={layout.data} />;
}

function MappingForm({ job, layout }: { job: ItemImport; layout: ImportLayout }) {
  const { t } = useTranslation('bank');
  const { modal, message } = useFeedback();
  const refreshStatus = useRefresh([itemTransferApi.importStatus]);
  const refreshLayout = useRefresh([itemMappingApi.importLayout]);
  const [sheet, setSheet] = useState(layout.sheet);
  const columnsOf = (name: string) => layout.sheets.find((s) => s.name === name)?.columns ?? [];
  const matching = layout.saved.find((m) => m.matches);
  const [savedId, setSavedId] = useState(matching?.id);
  const [fields, setFields] = useState<Fields>(() => (matching ? fieldsBySaved(columnsOf(sheet), matching) : guessed(columnsOf(sheet))));
  const [save, setSave] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const columns = columnsOf(sheet);
  const fault = mappingFault(fields);
  const fieldName = (f: ColumnField) => t(`import.mapping.field.${f}`);

  const chooseSaved = (id: string | undefined) => {
    setSavedId(id);
    const saved = layout.saved.find((m) => m.id === id);
    setFields(saved ? fieldsBySaved(columns, saved) : guessed(columns));
  };
  const removeSaved = (saved: SavedMapping) =>
    modal.confirm({
      title: t('import.mapping.confirmRemove', { name: saved.name }),
      okButtonProps: { danger: true },
      onOk: () =>
        told(async () => {
          await call(itemMappingApi.removeMapping, { id: saved.id });
          message.success(t('import.mapping.removed'));
          if (savedId === saved.id) chooseSaved(undefined);
          await refreshLayout();
        }),
    });
  const apply = () =>
    told(async () => {
      setBusy(true);
      try {
        await call(itemMappingApi.applyMapping, { id: job.id, sheet, fields, ...(save && name.trim() ? { saveAs: name.trim() } : {}) });
        await refreshStatus();
      } finally {
        setBusy(false);
      }
    });

  return (
    <Card
      title={t('import.mapping.title', { file: job.fileName })}
      extra={<Link to={itemImportPath(job.bankId)}>{t('import.another')}</Link>}
      data-testid="item-import-mapping"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('import.mapping.hint')} />
        <Space wrap size={16}>
          {layout.sheets.length > 1 && (
            <Space>
              <Typography.Text id="mapping-sheet">{t('import.mapping.sheet')}</Typography.Text>
              <Select
                aria-labelledby="mapping-sheet"
                style={{ minWidth: 160 }}
                value={sheet}
                options={layout.sheets.map((s) => ({
                  value: s.name,
                  label: t('import.mapping.sheetRows', { name: s.name, count: s.rows }),
                }))}
                onChange={(name: string) => {
                  setSheet(name);
                  setSavedId(undefined);
                  setFields(guessed(columnsOf(name)));
                }}
              />
            </Space>
          )}
          {layout.saved.length > 0 && (
            <Space wrap>
              <Typography.Text id="mapping-saved">{t('import.mapping.saved')}</Typography.Text>
              <Select
                aria-labelledby="mapping-saved"
                allowClear
                style={{ minWidth: 220 }}
                placeholder={t('import.mapping.guessed')}
                value={savedId}
                onChange={(id?: string) => chooseSaved(id)}
                options={layout.saved.map((m) => ({
                  value: m.id,
                  label: m.matches ? `${m.name} · ${t('import.mapping.matches')}` : m.name,
                }))}
              />
              {savedId && (
                <Button size="small" danger onClick={() => removeSaved(layout.saved.find((m) => m.id === savedId)!)}>
                  {t('import.mapping.remove')}
                </Button>
              )}
            </Space>
          )}
        </Space>
        <Table<Column>
          rowKey="index"
          size="small"
          pagination={false}
          dataSource={columns}
          data-testid="item-import-mapping-table"
          locale={{ emptyText: t('import.mapping.empty') }}
          columns={[
            {
              title: t('import.mapping.column'),
              dataIndex: 'header',
              width: 200,
              render: (header: string, c) =>
                header || <Typography.Text type="secondary">{t('import.mapping.noHeader', { n: c.index + 1 })}</Typography.Text>,
            },
            {
              title: t('import.mapping.samples'),
              dataIndex: 'samples',
              render: (samples: string[]) =>
                samples.length ? (
                  <Space wrap size={4}>
                    {samples.map((s, i) => (
                      <ReadableTag key={i} style={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {s}
                      </ReadableTag>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">{t('import.mapping.noValues')}</Typography.Text>
                ),
            },
            {
              title: t('import.mapping.fieldTitle'),
              width: 200,
              render: (_, c) => (
                <Select<ColumnField | ''>
                  aria-label={t('import.mapping.fieldOf', { column: c.header || c.index + 1 })}
                  style={{ width: '100%' }}
                  value={fields[c.index] ?? ''}
                  options={[
                    { value: '', label: t('import.mapping.none') },
                    ...COLUMN_FIELDS.map((f) => ({ value: f, label: fieldName(f) })),
                  ]}
                  onChange={(value) => setFields((old) => old.map((f, i) => (i === c.index ? value || null : f)))}
                />
              ),
            },
          ]}
        />
        {fault && (
          <Alert
            type="warning"
            showIcon
            data-testid="item-import-mapping-fault"
            title={fault.key === 'noStem' ? t('import.mapping.noStem') : t('import.mapping.twice', { field: fieldName(fault.field) })}
          />
        )}
        <Space wrap>
          <Checkbox checked={save} onChange={(e) => setSave(e.target.checked)}>
            {t('import.mapping.save')}
          </Checkbox>
          {save && (
            <Input
              aria-label={t('import.mapping.saveName')}
              placeholder={t('import.mapping.saveName')}
              maxLength={MAPPING_NAME_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
              style={{ width: 240 }}
            />
          )}
        </Space>
        <Button
          type="primary"
          disabled={!!fault || (save && !name.trim())}
          loading={busy}
          onClick={() => void apply()}
          data-testid="item-import-mapping-apply"
        >
          {t('import.mapping.apply')}
        </Button>
      </Space>
    </Card>
  );
}
