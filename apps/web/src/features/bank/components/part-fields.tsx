import { DeleteOutlined, PlusOutlined, ArrowUpOutlined, ArrowDownOutlined } from '@ant-design/icons';
import { FILL_BLANKS_MAX, MATCHING_QUESTIONS_MAX, OPTION_COUNT_MAX } from '@cloud-exam/contract/constants';
import { countBlanks } from '@cloud-exam/contract/rich-text-plain';
import { type ItemTypeCode, ITEM_SCORE_MAX, ITEM_TIME_MAX_SECONDS, optionLetter } from '@cloud-exam/contract/bank/item';
import { Button, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor as RichTextEditor } from '../../../components/rich-text/lazy';
import type { OptionValues } from '../item-form';
import { useUploadImage } from '../../../components/use-upload-image';
import { MediaList } from './media-list';

const at = (prefix: (string | number)[], ...rest: (string | number)[]) => [...prefix, ...rest];

/**
 * The fields of one part of an item for its type: the item itself, or a part of a compound (`prefix` is where its
 * values sit in the form, `listPrefix` the same path relative to an enclosing Form.List).
 */
export function PartFields({
  prefix,
  listPrefix = prefix,
  type,
  parts,
}: {
  prefix: (string | number)[];
  listPrefix?: (string | number)[];
  type: ItemTypeCode;
  /** A compound item's parts, shown after its passage. */
  parts?: ReactNode;
}) {
  const { t } = useTranslation('bank');
  const upload = useUploadImage();
  const form = Form.useFormInstance();
  const stem = Form.useWatch(at(prefix, 'stem'), form) as string | undefined;
  const byDimension = Form.useWatch(at(prefix, 'byDimension'), form) as boolean | undefined;
  const blanks = countBlanks(stem ?? '');
  const scored = type !== 'compound' && type !== 'forced_choice' && !(type === 'single_choice' && byDimension);

  return (
    <>
      <Form.Item name={at(listPrefix, 'stem')} label={t(type === 'compound' ? 'editor.passage' : 'editor.stem')} required>
        <RichTextEditor onUpload={upload} blanks={type === 'cloze_fill'} aria-label={t('editor.stem')} />
      </Form.Item>
      {prefix.length === 0 && (
        <Form.Item name="media" label={t('editor.media')} extra={t('editor.mediaHelp')}>
          <MediaList />
        </Form.Item>
      )}
      {type === 'cloze_fill' && <BlankAnswers listPrefix={listPrefix} count={Math.min(blanks, FILL_BLANKS_MAX)} />}
      {(type === 'single_choice' || type === 'multiple_choice' || type === 'true_false' || type === 'forced_choice') && (
        <OptionList prefix={prefix} listPrefix={listPrefix} type={type} byDimension={!!byDimension} />
      )}
      {type === 'matching' && <Matching listPrefix={listPrefix} prefix={prefix} />}
      {(type === 'short_answer' || type === 'essay') && (
        <>
          <Form.Item name={at(listPrefix, 'answer')} label={t('editor.referenceAnswer')}>
            <RichTextEditor onUpload={upload} aria-label={t('editor.referenceAnswer')} />
          </Form.Item>
          <Form.Item name={at(listPrefix, 'rubric')} label={t('editor.rubric')}>
            <RichTextEditor onUpload={upload} aria-label={t('editor.rubric')} />
          </Form.Item>
          <Space>
            <Form.Item name={at(listPrefix, 'minWords')} label={t('editor.minWords')}>
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
            <Form.Item name={at(listPrefix, 'maxWords')} label={t('editor.maxWords')}>
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
          </Space>
        </>
      )}
      {type === 'forced_choice' && (
        <Space>
          <Form.Item name={at(listPrefix, 'mostScore')} label={t('editor.mostScore')}>
            <InputNumber min={-99} max={99} />
          </Form.Item>
          <Form.Item name={at(listPrefix, 'leastScore')} label={t('editor.leastScore')}>
            <InputNumber min={-99} max={99} />
          </Form.Item>
        </Space>
      )}
      {parts}
      <Space wrap>
        {scored && (
          <Form.Item
            name={at(listPrefix, 'score')}
            label={t('editor.score')}
            rules={[{ required: true, message: t('editor.scoreRequired') }]}
          >
            <InputNumber min={0.1} max={ITEM_SCORE_MAX} step={0.5} precision={1} />
          </Form.Item>
        )}
        {type === 'multiple_choice' && (
          <Form.Item name={at(listPrefix, 'partialScore')} label={t('editor.partialScore')} tooltip={t('editor.partialScoreHelp')}>
            <InputNumber min={0} max={ITEM_SCORE_MAX} step={0.5} precision={1} />
          </Form.Item>
        )}
        {type !== 'compound' && (
          <Form.Item name={at(listPrefix, 'outTimeSecond')} label={t('editor.timeLimit')} tooltip={t('editor.timeLimitHelp')}>
            <InputNumber min={0} max={ITEM_TIME_MAX_SECONDS} precision={0} addonAfter={t('editor.seconds')} />
          </Form.Item>
        )}
      </Space>
      <Form.Item name={at(listPrefix, 'description')} label={t('editor.explanation')}>
        <RichTextEditor onUpload={upload} aria-label={t('editor.explanation')} />
      </Form.Item>
    </>
  );
}

/** Options with their key: a radio for one right answer, ticks for several, dimensions for personality items. */
function OptionList({
  prefix,
  listPrefix,
  type,
  byDimension,
}: {
  prefix: (string | number)[];
  listPrefix: (string | number)[];
  type: ItemTypeCode;
  byDimension: boolean;
}) {
  const { t } = useTranslation('bank');
  const upload = useUploadImage();
  const form = Form.useFormInstance();
  const fixedCount = type === 'true_false';
  const dimensions = type === 'forced_choice' || byDimension;
  const path = at(listPrefix, 'options');

  /** One right answer: ticking an option unticks the others. */
  const pickOnly = (index: number) => {
    const options = (form.getFieldValue(at(prefix, 'options')) ?? []) as OptionValues[];
    form.setFieldValue(
      at(prefix, 'options'),
      options.map((o, i) => ({ ...o, right: i === index })),
    );
  };

  return (
    <Form.Item label={t(type === 'forced_choice' ? 'editor.statements' : 'editor.options')} required>
      {type === 'single_choice' && (
        <Form.Item name={at(listPrefix, 'byDimension')} initialValue={false} style={{ marginBottom: 8 }}>
          <Radio.Group
            optionType="button"
            size="small"
            aria-label={t('editor.scoring')}
            options={[
              { value: false, label: t('editor.byKey') },
              { value: true, label: t('editor.byDimension') },
            ]}
          />
        </Form.Item>
      )}
      <Form.List name={path}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
                <Typography.Text strong style={{ width: 20, paddingTop: 6 }}>
                  {optionLetter(index)}
                </Typography.Text>
                {!dimensions &&
                  type !== 'matching' &&
                  (type === 'multiple_choice' ? (
                    <Form.Item name={[field.name, 'right']} valuePropName="checked" noStyle>
                      <Checkbox aria-label={t('editor.rightOption', { letter: optionLetter(index) })} style={{ paddingTop: 6 }} />
                    </Form.Item>
                  ) : (
                    <Form.Item name={[field.name, 'right']} valuePropName="checked" noStyle>
                      <Radio
                        aria-label={t('editor.rightOption', { letter: optionLetter(index) })}
                        style={{ paddingTop: 6 }}
                        onChange={() => pickOnly(index)}
                      />
                    </Form.Item>
                  ))}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Form.Item name={[field.name, 'content']} noStyle>
                    <RichTextEditor onUpload={upload} compact aria-label={t('editor.optionContent', { letter: optionLetter(index) })} />
                  </Form.Item>
                </div>
                {dimensions && (
                  <Space.Compact>
                    <Form.Item
                      name={[field.name, 'dimension']}
                      noStyle
                      rules={[{ required: true, message: t('editor.dimensionRequired') }]}
                    >
                      <Input placeholder={t('editor.dimension')} aria-label={t('editor.dimension')} maxLength={30} style={{ width: 110 }} />
                    </Form.Item>
                    {type !== 'forced_choice' && (
                      <Form.Item name={[field.name, 'dimensionScore']} noStyle>
                        <InputNumber
                          placeholder={t('editor.dimensionScore')}
                          aria-label={t('editor.dimensionScore')}
                          min={-99}
                          max={99}
                          style={{ width: 80 }}
                        />
                      </Form.Item>
                    )}
                  </Space.Compact>
                )}
                {!fixedCount && (
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t('editor.moveUp')}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t('editor.moveDown')}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 2}
                      onClick={() => remove(index)}
                      aria-label={t('editor.removeOption')}
                    />
                  </Space>
                )}
              </div>
            ))}
            {!fixedCount && (
              <Button icon={<PlusOutlined />} disabled={fields.length >= OPTION_COUNT_MAX} onClick={() => add({ content: '' })}>
                {t('editor.addOption')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** One row of accepted answers per blank in the stem, and how answers are compared. */
function BlankAnswers({ listPrefix, count }: { listPrefix: (string | number)[]; count: number }) {
  const { t } = useTranslation('bank');
  return (
    <Form.Item label={t('editor.blankAnswers')} required extra={count ? undefined : t('editor.noBlanks')}>
      {Array.from({ length: count }, (_, i) => (
        <Form.Item key={i} name={at(listPrefix, 'blanks', i)} style={{ marginBottom: 8 }}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            placeholder={t('editor.blankPlaceholder')}
            aria-label={t('editor.blank', { n: i + 1 })}
            prefix={`${i + 1}.`}
          />
        </Form.Item>
      ))}
      <Space wrap>
        <Form.Item name={at(listPrefix, 'ignoreCase')} valuePropName="checked" noStyle>
          <Checkbox>{t('editor.ignoreCase')}</Checkbox>
        </Form.Item>
        <Form.Item name={at(listPrefix, 'ignoreSpaces')} valuePropName="checked" noStyle>
          <Checkbox>{t('editor.ignoreSpaces')}</Checkbox>
        </Form.Item>
        <Form.Item name={at(listPrefix, 'anyOrder')} valuePropName="checked" noStyle>
          <Checkbox>{t('editor.anyOrder')}</Checkbox>
        </Form.Item>
      </Space>
    </Form.Item>
  );
}

/** Column headings, the options (distractors allowed) and the pairs, each naming its option. */
function Matching({ listPrefix, prefix }: { listPrefix: (string | number)[]; prefix: (string | number)[] }) {
  const { t } = useTranslation('bank');
  const upload = useUploadImage();
  const form = Form.useFormInstance();
  const options = (Form.useWatch(at(prefix, 'options'), form) ?? []) as OptionValues[];
  return (
    <>
      <Space wrap>
        <Form.Item name={at(listPrefix, 'questionHeading')} label={t('editor.questionHeading')}>
          <Input maxLength={50} placeholder={t('editor.questionHeadingExample')} />
        </Form.Item>
        <Form.Item name={at(listPrefix, 'optionHeading')} label={t('editor.optionHeading')}>
          <Input maxLength={50} placeholder={t('editor.optionHeadingExample')} />
        </Form.Item>
      </Space>
      <OptionList prefix={prefix} listPrefix={listPrefix} type="matching" byDimension={false} />
      <Form.Item label={t('editor.pairs')} required>
        <Form.List name={at(listPrefix, 'pairs')}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 8 }}>
                  <Typography.Text strong style={{ width: 20, paddingTop: 6 }}>
                    {index + 1}
                  </Typography.Text>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Form.Item name={[field.name, 'stem']} noStyle>
                      <RichTextEditor onUpload={upload} compact aria-label={t('editor.pairStem', { n: index + 1 })} />
                    </Form.Item>
                  </div>
                  <Form.Item name={[field.name, 'key']} noStyle>
                    <Select
                      style={{ width: 90 }}
                      aria-label={t('editor.pairKey', { n: index + 1 })}
                      placeholder={t('editor.pairKeyPlaceholder')}
                      options={options.map((_, i) => ({ value: optionLetter(i), label: optionLetter(i) }))}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 1}
                    onClick={() => remove(index)}
                    aria-label={t('editor.removePair')}
                  />
                </div>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= MATCHING_QUESTIONS_MAX} onClick={() => add({ stem: '' })}>
                {t('editor.addPair')}
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
