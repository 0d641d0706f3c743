import {
  type ChildItem,
  type ItemPart,
  MATCH_OPTION_NAME,
  MATCH_QUESTION_NAME,
  type MatchPair,
  optionLetter,
} from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import { Checkbox, Input, Radio, Select, Space, Table, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextView as RichTextView } from '../rich-text/lazy';

type Part = ItemPart | ChildItem;

/**
 * An item as a candidate meets it: the stem with its blanks as boxes, media to play, options to choose, pairs to
 * match, statements to rank, a box to write in; nothing of the key. The answers given here are not kept.
 */
export function CandidateView({ part, number }: { part: Part; number?: string }) {
  const { t } = useTranslation('bank');
  const type = part.itemTypeCode;
  return (
    <div data-testid="candidate-item" style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
        {number && <Typography.Text strong>{number}</Typography.Text>}
        <div style={{ flex: 1, minWidth: 0, fontSize: 15 }}>
          <RichTextView
            html={part.stemAttrs.content}
            renderBlank={(n) => <Input size="small" style={{ width: 120, margin: '0 4px' }} aria-label={t('editor.blank', { n })} />}
          />
        </div>
      </div>
      {part.stemAttrs.media.map((m) =>
        m.kind === 'audio' ? (
          <audio key={m.url} controls src={m.url} aria-label={m.name} />
        ) : (
          <video key={m.url} controls src={m.url} aria-label={m.name} style={{ maxWidth: '100%' }} />
        ),
      )}
      {(type === 'single_choice' || type === 'true_false' || type === 'multiple_choice') && <Choices part={part} />}
      {type === 'forced_choice' && <ForcedChoice part={part} />}
      {type === 'matching' && <Matching part={part} />}
      {(type === 'short_answer' || type === 'essay') && (
        <Input.TextArea rows={type === 'essay' ? 8 : 3} aria-label={t('preview.response')} style={{ marginTop: 8 }} />
      )}
      {type === 'compound' &&
        (part.childItemList as (ChildItem | MatchPair)[]).filter(isPart).map((child, i) => (
          <div key={i} style={{ marginTop: 12 }}>
            <CandidateView part={child} number={`(${i + 1})`} />
          </div>
        ))}
    </div>
  );
}

function Choices({ part }: { part: Part }) {
  // One group per item: a page of items (a paper's preview) must not join their choices.
  const group = useId();
  const Choice = part.itemTypeCode === 'multiple_choice' ? Checkbox : Radio;
  return (
    <Space direction="vertical" style={{ marginTop: 8 }}>
      {part.optionsDataList.map((o, i) => (
        <Choice key={i} aria-label={optionLetter(i)} name={part.itemTypeCode === 'multiple_choice' ? undefined : group}>
          <Space align="start">
            <span>{optionLetter(i)}.</span>
            <RichTextView html={o.optionContent} />
          </Space>
        </Choice>
      ))}
    </Space>
  );
}

/** One statement most like the candidate and one least like them. */
function ForcedChoice({ part }: { part: Part }) {
  const { t } = useTranslation('bank');
  const group = useId();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      style={{ marginTop: 8 }}
      dataSource={part.optionsDataList}
      columns={[
        {
          title: t('preview.most'),
          width: 100,
          render: (_, __, i) => <Radio name={`${group}-most`} aria-label={`${t('preview.most')} ${optionLetter(i)}`} />,
        },
        {
          title: t('preview.least'),
          width: 100,
          render: (_, __, i) => <Radio name={`${group}-least`} aria-label={`${t('preview.least')} ${optionLetter(i)}`} />,
        },
        { title: t('editor.statements'), render: (_, o) => <RichTextView html={o.optionContent} /> },
      ]}
    />
  );
}

/** Each pair's question with a choice among the options (distractors included), the options listed beside. */
function Matching({ part }: { part: Part }) {
  const { t } = useTranslation('bank');
  const heading = (name: string, fallback: string) => part.attrsDataList.find((a) => a.name === name)?.value || fallback;
  const pairs = (part.childItemList as (ChildItem | MatchPair)[]).filter((c): c is MatchPair => !isPart(c));
  return (
    <Space align="start" size="large" wrap style={{ marginTop: 8 }}>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, i) => String(i)}
        dataSource={pairs}
        columns={[
          { title: heading(MATCH_QUESTION_NAME, t('editor.pairs')), render: (_, pair) => <RichTextView html={pair.stemAttrs.content} /> },
          {
            title: heading(MATCH_OPTION_NAME, t('editor.options')),
            width: 120,
            render: (_, __, i) => (
              <Select
                style={{ width: 90 }}
                aria-label={t('editor.pairKey', { n: i + 1 })}
                options={part.optionsDataList.map((_o, j) => ({ value: optionLetter(j), label: optionLetter(j) }))}
              />
            ),
          },
        ]}
      />
      <div>
        {part.optionsDataList.map((o, i) => (
          <div key={i} style={{ display: 'flex', gap: 8 }}>
            <span>{optionLetter(i)}.</span>
            <RichTextView html={o.optionContent} />
          </div>
        ))}
      </div>
    </Space>
  );
}
