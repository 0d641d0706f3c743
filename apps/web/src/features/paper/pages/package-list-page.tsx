import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PACKAGE_MODES,
  PACKAGE_NAME_MAX,
  PACKAGE_VARIANTS_MAX,
  type PaperPackage,
  paperPackageApi,
  variantLabel,
} from '@cloud-exam/contract/paper/package';
import { Alert, Button, Card, Empty, Form, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { dateTime } from '../../../components/date-time';
import { EditDialog } from '../../../components/list/edit-dialog';
import { ListActions, RowActions, SearchFilter } from '../../../components/list/list-pieces';
import { useEditDialog, useRowAction } from '../../../components/list/use-edit-dialog';
import { useListPage } from '../../../components/list/use-list-page';
import { MoveButtons } from '../components/section-card';
import { PaperSelect } from '../components/paper-select';

type Values = { name: string; description?: string; mode: (typeof PACKAGE_MODES)[number]; paperIds: (string | undefined)[] };
const READS = [paperPackageApi.page, paperPackageApi.get];

/** Paper packages: variants A, B, C… of one exam, each a paper, handed out in turn or at random. */
export default function PackageListPage() {
  const { t } = useTranslation(['paper', 'list']);
  const list = useListPage(paperPackageApi.page);
  const act = useRowAction(READS);
  const dialog = useEditDialog<PaperPackage, Values>({
    toValues: (row) =>
      row
        ? { name: row.name, description: row.description ?? '', mode: row.mode, paperIds: row.variants.map((v) => v.paperId) }
        : { mode: 'turn', paperIds: [undefined, undefined] },
    save: (values, row) => {
      const input = {
        name: values.name.trim(),
        description: values.description?.trim() || null,
        mode: values.mode,
        paperIds: values.paperIds.filter((id): id is string => !!id),
      };
      return row ? call(paperPackageApi.edit, { ...input, id: row.id }) : call(paperPackageApi.add, input);
    },
    refresh: READS,
  });
  const known = new Map((dialog.row?.variants ?? []).map((v) => [v.paperId, v.paperName ?? '…']));

  return (
    <Card title={t('package.title')} extra={<ListActions addLabel={t('package.add')} onAdd={() => dialog.show()} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchFilter placeholder={t('package.search')} width={240} value={list.filter.name} onSearch={(name) => list.narrow({ name })} />
      </Space>
      <Table<PaperPackage>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.query.data?.records}
        pagination={list.pagination}
        locale={{ emptyText: <Empty description={t(list.filter.name ? 'package.noMatch' : 'package.empty')} /> }}
        columns={[
          {
            title: t('package.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                {row.description && (
                  <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }} style={{ maxWidth: 240, fontSize: 12 }}>
                    {row.description}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('package.mode'),
            dataIndex: 'mode',
            width: 120,
            render: (mode: string) => <Tag bordered={false}>{t(`package.mode_${mode}`)}</Tag>,
          },
          {
            title: t('package.variants'),
            dataIndex: 'variants',
            render: (variants: PaperPackage['variants']) => (
              <Space size={[4, 4]} wrap>
                {variants.map((v) => (
                  <Tag key={v.label} data-testid="package-variant">
                    <strong>{v.label}</strong> {v.paperName ?? t('package.paperGone')}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('list.updateTime'), dataIndex: 'updateTime', width: 150, render: dateTime },
          {
            title: t('list:action.title'),
            width: 130,
            render: (_, row) => (
              <RowActions
                onEdit={() => dialog.show(row)}
                deleteTitle={t('package.confirmDelete', { name: row.name })}
                onDelete={() => act(call(paperPackageApi.remove, { id: row.id }), t('list:deleted'))}
              />
            ),
          },
        ]}
      />
      <EditDialog dialog={dialog} name="package" addTitle={t('package.add')} editTitle={t('package.edit')} width={640}>
        <Form.Item
          name="name"
          label={t('package.name')}
          rules={[
            { required: true, whitespace: true, message: t('list:required', { field: t('package.name') }) },
            { max: PACKAGE_NAME_MAX },
          ]}
        >
          <Input maxLength={PACKAGE_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="description" label={t('package.description')} rules={[{ max: 500 }]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="mode" label={t('package.mode')}>
          <Radio.Group options={PACKAGE_MODES.map((m) => ({ value: m, label: t(`package.mode_${m}`) }))} />
        </Form.Item>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('package.modesHint')} />
        <Form.List
          name="paperIds"
          rules={[
            {
              validator: async (_, ids: (string | undefined)[]) => {
                if (!ids?.some(Boolean)) throw new Error(t('package.variantsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('package.variants')}</legend>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex', marginBottom: 8 }}>
                  <Typography.Text strong style={{ width: 20, display: 'inline-block' }}>
                    {variantLabel(i)}
                  </Typography.Text>
                  <Form.Item name={field.name} noStyle rules={[{ required: true, message: t('package.choosePaper') }]}>
                    <VariantSelect known={known} label={t('package.variantPaper', { label: variantLabel(i) })} />
                  </Form.Item>
                  <MoveButtons
                    index={i}
                    count={fields.length}
                    name={t('package.variantName', { label: variantLabel(i) })}
                    moveKey={`variant-${field.key}`}
                    onMove={(to) => move(i, to)}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('package.removeVariant', { label: variantLabel(i) })}
                    onClick={() => remove(i)}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined aria-hidden />} disabled={fields.length >= PACKAGE_VARIANTS_MAX} onClick={() => add()}>
                {t('package.addVariant', { label: variantLabel(fields.length) })}
              </Button>
            </fieldset>
          )}
        </Form.List>
      </EditDialog>
    </Card>
  );
}

/** One variant's paper; papers other variants hold cannot be chosen again. */
function VariantSelect({
  value,
  onChange,
  known,
  label,
}: {
  value?: string;
  onChange?: (id: string) => void;
  known: ReadonlyMap<string, string>;
  label: string;
}) {
  const form = Form.useFormInstance();
  const taken = ((Form.useWatch('paperIds', form) ?? []) as (string | undefined)[]).filter((id): id is string => !!id);
  return (
    <div style={{ width: 400 }}>
      <PaperSelect value={value} onChange={onChange} known={known} taken={taken} label={label} />
    </div>
  );
}
