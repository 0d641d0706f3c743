import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import type { Item } from '@cloud-exam/contract/bank/item';
import { itemLine } from '@cloud-exam/contract/bank/item-line';
import { ITEM_LIMITS } from '@cloud-exam/contract/constants';
import { type PaperKind, RULE_COUNT_MAX } from '@cloud-exam/contract/paper/paper';
import { itemScore, PERSONALITY_TYPES } from '@cloud-exam/contract/paper/rules';
import { type Line, lineText } from '@cloud-exam/contract/rich-text-line';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  type FormListFieldData,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../api/call';
import { useItemLabels } from '../../../components/bank/item-labels';
import { SortableList, SortableRow } from '../../../components/list/sortable-list';
import { LineView, useLineMarks } from '../../../components/rich-text/line-view';
import { KnowledgeSelect } from './knowledge-select';
import { newRule, type SectionValues } from '../paper-form';

/** What the rule stock answered for a rule: items it finds and items it needs. */
export type Stock = { available: number; needed: number };

/** Focuses a move button again after its row moved (the row's element is re-placed, and focus would be lost). */
export const refocus = (key: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-move="${key}"]:not([disabled])`)?.focus());

/** Up and down buttons for a row of an ordered list, usable from the keyboard. */
export function MoveButtons({
  index,
  count,
  name,
  moveKey,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  moveKey: string;
  onMove: (to: number) => void;
}) {
  const { t } = useTranslation('paper');
  return (
    <Space.Compact>
      <Tooltip title={t('editor.moveUp')}>
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('editor.moveUpOf', { name })}
          data-move={`${moveKey}-up`}
          disabled={index === 0}
          onClick={() => {
            onMove(index - 1);
            refocus(`${moveKey}-up`);
          }}
        />
      </Tooltip>
      <Tooltip title={t('editor.moveDown')}>
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('editor.moveDownOf', { name })}
          data-move={`${moveKey}-down`}
          disabled={index === count - 1}
          onClick={() => {
            onMove(index + 1);
            refocus(`${moveKey}-down`);
          }}
        />
      </Tooltip>
    </Space.Compact>
  );
}

/** Each item's line, made once per item read. */
const lines = new WeakMap<Item, Line>();
const lineOf = (item: Item) => {
  let line = lines.get(item);
  if (!line) lines.set(item, (line = itemLine(item)));
  return line;
};

/**
 * One section (大题) of the paper: its title, instructions, how its items score (all the section's score, or each its
 * own) and shuffle switches; its items chosen by hand, in order, each with the score it gets and a score of its own
 * if given; and (random and personality papers) its rules with the items each finds against those it needs.
 */
export function SectionCard({
  field,
  index,
  count,
  kind,
  paperBankIds,
  items,
  stock,
  onMove,
  onRemove,
  onPick,
}: {
  field: FormListFieldData;
  index: number;
  count: number;
  kind: PaperKind;
  paperBankIds: string[];
  items: ReadonlyMap<string, Item>;
  stock?: Stock[];
  onMove: (to: number) => void;
  onRemove: () => void;
  onPick: () => void;
}) {
  const { t } = useTranslation(['paper', 'bank']);
  const form = Form.useFormInstance();
  const { typeLabel, typeOptions, difficultyOptions } = useItemLabels();
  const marks = useLineMarks();
  const banks = useQuery(endpointQuery(bankApi.options));
  const bankLabel = (id: string) => banks.data?.find((b) => b.id === id)?.name ?? '…';
  const section = (Form.useWatch(['sections', field.name], { form, preserve: true }) ?? {}) as Partial<SectionValues>;
  const title = section.topicName || t('editor.sectionTitle', { n: index + 1 });
  const sectionKey = `section-${field.key}`;
  const ruleTypes = kind === 'personality' ? typeOptions.filter((o) => PERSONALITY_TYPES.includes(o.value)) : typeOptions;
  const own = section.scoring === 'own';
  const scoringHint = own
    ? t(kind === 'fixed' ? 'editor.scoringOwnHint' : 'editor.scoringOwnRulesHint')
    : t('editor.scoringSectionHint', { score: section.score ?? '' });

  return (
    <Card
      size="small"
      data-testid="paper-section"
      title={
        <Space>
          <Typography.Text type="secondary">{t('editor.sectionNo', { n: index + 1 })}</Typography.Text>
          <span>{title}</span>
        </Space>
      }
      extra={
        <Space>
          <MoveButtons index={index} count={count} name={title} moveKey={sectionKey} onMove={onMove} />
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={count === 1} onClick={onRemove}>
            {t('editor.removeSection')}
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field.name, 'topicName']}
            label={t('editor.topicName')}
            rules={[{ required: true, whitespace: true, message: t('editor.topicNameRequired') }, { max: ITEM_LIMITS.topicNameLength }]}
          >
            <Input maxLength={ITEM_LIMITS.topicNameLength} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label={t('editor.scoring')} extra={<span data-testid="section-scoring-hint">{scoringHint}</span>}>
            <Space wrap size={8}>
              <Form.Item name={[field.name, 'scoring']} noStyle>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  aria-label={t('editor.scoringOf', { name: title })}
                  options={[
                    { value: 'section', label: t('editor.scoringSection') },
                    { value: 'own', label: t('editor.scoringOwn') },
                  ]}
                />
              </Form.Item>
              {!own && (
                <Form.Item name={[field.name, 'score']} noStyle rules={[{ required: true }]}>
                  <InputNumber
                    min={0}
                    max={99.9}
                    step={0.5}
                    precision={1}
                    suffix={t('editor.pointsUnit')}
                    aria-label={t('editor.sectionScore')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
              )}
            </Space>
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name={[field.name, 'shuffleItems']} label={t('editor.shuffleItems')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name={[field.name, 'shuffleOptions']} label={t('editor.shuffleOptions')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name={[field.name, 'topicDescription']}
            label={t('editor.topicDescription')}
            rules={[{ max: ITEM_LIMITS.topicDescriptionLength }]}
          >
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={ITEM_LIMITS.topicDescriptionLength} />
          </Form.Item>
        </Col>
      </Row>

      <Form.List name={[field.name, 'items']}>
        {(rows, { remove, move }) => {
          const stemOf = (at: number) => {
            const item = items.get(section.items?.[rows[at]?.name ?? -1]?.itemId ?? '');
            return item ? lineText(lineOf(item), marks) : '…';
          };
          return (
            <section aria-label={t('editor.itemsOf', { name: title })}>
              <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
                <Typography.Text strong>{t('editor.items', { count: rows.length })}</Typography.Text>
                <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onPick} disabled={!paperBankIds.length}>
                  {t('editor.addItems')}
                </Button>
              </Space>
              {rows.length === 0 && kind === 'fixed' && (
                <Typography.Paragraph type="secondary">
                  {paperBankIds.length ? t('editor.noItems') : t('editor.banksFirst')}
                </Typography.Paragraph>
              )}
              <SortableList
                ids={rows.map((row) => String(row.key))}
                nameOf={(key) => {
                  const at = rows.findIndex((row) => String(row.key) === key);
                  return `${at + 1}. ${stemOf(at)}`;
                }}
                onMove={move}
              >
                <ol style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="section-items">
                  {rows.map((row, i) => {
                    const itemId = section.items?.[row.name]?.itemId ?? '';
                    const item = items.get(itemId);
                    const name = `${i + 1}. ${stemOf(i).slice(0, 30)}`;
                    const scored = itemScore({ scoring: section.scoring, score: section.score ?? 0 }, { ownScore: item?.score });
                    return (
                      <SortableRow
                        key={row.key}
                        id={String(row.key)}
                        handleLabel={t('editor.dragItem', { name })}
                        style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(5,5,5,0.06)' }}
                      >
                        <Typography.Text type="secondary" style={{ width: 28, textAlign: 'right' }}>
                          {i + 1}.
                        </Typography.Text>
                        <div style={{ flex: 1, minWidth: 0 }} data-testid="section-item-stem">
                          {item ? <LineView line={lineOf(item)} /> : '…'}
                        </div>
                        {item && (
                          <Tag color="processing" bordered={false} style={{ marginInlineEnd: 0 }}>
                            {typeLabel(item.itemTypeCode)}
                          </Tag>
                        )}
                        <Form.Item name={[row.name, 'score']} noStyle>
                          <InputNumber
                            size="small"
                            min={0}
                            max={99.9}
                            precision={1}
                            style={{ width: 90 }}
                            placeholder={scored === undefined ? '' : String(scored)}
                            aria-label={t('editor.itemScore', { name })}
                          />
                        </Form.Item>
                        {!own && item && (
                          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                            {t('editor.ownScoreWas', { score: item.score })}
                          </Typography.Text>
                        )}
                        <MoveButtons
                          index={i}
                          count={rows.length}
                          name={name}
                          moveKey={`${sectionKey}-item-${row.key}`}
                          onMove={(to) => move(i, to)}
                        />
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('editor.removeItem', { name })}
                          onClick={() => remove(i)}
                        />
                      </SortableRow>
                    );
                  })}
                </ol>
              </SortableList>
            </section>
          );
        }}
      </Form.List>

      {kind !== 'fixed' && (
        <Form.List name={[field.name, 'rules']}>
          {(rows, { add, remove }) => (
            <section aria-label={t('editor.rulesOf', { name: title })} style={{ marginTop: 16 }}>
              <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
                <Typography.Text strong>{t('editor.rules', { count: rows.length })}</Typography.Text>
                <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => add(newRule(kind))}>
                  {t('editor.addRule')}
                </Button>
              </Space>
              {rows.length === 0 && !section.items?.length && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.noRules')} />
              )}
              {rows.map((row, i) => {
                const rule = section.rules?.[row.name];
                const ruleBanks = rule?.bankIds?.length ? rule.bankIds : paperBankIds;
                const found = stock?.[i];
                const short = found && found.available < found.needed;
                return (
                  <Row
                    key={row.key}
                    gutter={8}
                    align="bottom"
                    data-testid="paper-rule"
                    style={{ borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }}
                  >
                    <Col xs={24} md={5}>
                      <Form.Item name={[row.name, 'bankIds']} label={t('editor.ruleBanks', { n: i + 1 })}>
                        <Select
                          mode="multiple"
                          allowClear
                          placeholder={t('editor.paperBanks')}
                          options={paperBankIds.map((id) => ({ value: id, label: bankLabel(id) }))}
                          onChange={() => form.setFieldValue(['sections', field.name, 'rules', row.name, 'knowledgeIds'], [])}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[row.name, 'itemTypeCode']} label={t('bank:item.type')} rules={[{ required: true }]}>
                        <Select options={ruleTypes} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5}>
                      <Form.Item name={[row.name, 'knowledgeIds']} label={t('editor.knowledge')}>
                        <KnowledgeSelect bankIds={ruleBanks} multiple />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[row.name, 'difficulties']} label={t('bank:item.difficulty')}>
                        <Select
                          mode="multiple"
                          allowClear
                          placeholder={t('editor.anyDifficulty')}
                          options={difficultyOptions}
                          maxTagCount="responsive"
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={2}>
                      <Form.Item name={[row.name, 'count']} label={t('editor.count')} rules={[{ required: true }]}>
                        <InputNumber min={1} max={RULE_COUNT_MAX} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={2}>
                      <Form.Item name={[row.name, 'score']} label={t('editor.ruleScore')}>
                        <InputNumber
                          min={0}
                          max={99.9}
                          precision={1}
                          // With own scores a rule must give its own (32010316); the summary lists it too.
                          placeholder={own ? t('editor.ruleScoreNeeded') : String(section.score ?? '')}
                          status={own && rule?.score == null ? 'error' : undefined}
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <div style={{ marginBottom: 24 }}>
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
                          {t('editor.stock')}
                        </Typography.Text>
                        <Space size={4}>
                          <Tooltip title={t('editor.stockHint')}>
                            <Tag
                              color={found ? (short ? 'error' : 'success') : 'default'}
                              data-testid="rule-stock"
                              style={{ marginInlineEnd: 0 }}
                            >
                              {found ? `${found.available} / ${found.needed}` : '… / …'}
                            </Tag>
                          </Tooltip>
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('editor.removeRule', { n: i + 1 })}
                            onClick={() => remove(i)}
                          />
                        </Space>
                      </div>
                    </Col>
                  </Row>
                );
              })}
            </section>
          )}
        </Form.List>
      )}
    </Card>
  );
}
