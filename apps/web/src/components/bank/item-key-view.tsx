import { CheckCircleFilled, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  CHOICE_TYPES,
  type ChildItem,
  type ItemPart,
  MATCH_OPTION_NAME,
  MATCH_QUESTION_NAME,
  type MatchPair,
} from '@cloud-exam/contract/bank/item';
import { isDimensionScored, isPart } from '@cloud-exam/contract/bank/item-rules';
import { Space, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRichTextView } from '../rich-text/lazy';
import { type GivenAnswer, GivenAnswerView, GivenBlank, OptionMarks } from './item-answer';
import { DifficultyStars, useItemLabels } from './item-labels';

/** An item with its key (the author's view), shared by the bank's item preview, the paper preview and an answer sheet. */

/** Type, difficulty, score and time limit of an item or a part of one. */
export function PartHeader({ part, difficulty, label }: { part: ItemPart | ChildItem; difficulty?: number; label?: string }) {
  const { t } = useTranslation('bank');
  const { typeLabel } = useItemLabels();
  return (
    <Space wrap size={8}>
      {label && <Typography.Text strong>{label}</Typography.Text>}
      <Tag color="processing">{typeLabel(part.itemTypeCode)}</Tag>
      {difficulty !== undefined && <DifficultyStars level={difficulty} />}
      <Typography.Text>{t('preview.points', { count: part.score })}</Typography.Text>
      {part.outTimeSecond > 0 && (
        <Typography.Text type="secondary">
          {t('preview.timeLimit')} {t('preview.seconds', { n: part.outTimeSecond })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The stem, then what the item's type has: options and key, blanks, pairs, parts, reference answer; then the explanation.
 * With a candidate's `given` answer (an answer sheet; null: unanswered), what they answered shows beside the key.
 */
export function PartView({ part, given }: { part: ItemPart | ChildItem; given?: GivenAnswer | null }) {
  const { t } = useTranslation('bank');
  const answer = part.answerAttrs;
  const sheet = given !== undefined;
  const type = part.itemTypeCode;
  const children: (ChildItem | MatchPair)[] = part.childItemList ?? [];
  const headings = Object.fromEntries(part.attrsDataList.map((a) => [a.name, a.value]));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div style={{ fontSize: 15 }}>
        <LazyRichTextView
          html={part.stemAttrs.content}
          renderBlank={sheet ? (n) => <GivenBlank n={n} text={given?.blanks?.[n - 1]} /> : undefined}
        />
      </div>
      {part.stemAttrs.media.length > 0 && (
        <Space wrap>
          {part.stemAttrs.media.map((m) => (
            <Tag key={m.url} icon={m.kind === 'audio' ? <SoundOutlined /> : <VideoCameraOutlined />}>
              {m.name || m.url}
            </Tag>
          ))}
        </Space>
      )}
      {part.optionsDataList.length > 0 && (
        <Section title={type === 'matching' ? (headings[MATCH_OPTION_NAME] ?? t('preview.options')) : t('preview.options')}>
          <Options part={part} given={given} />
        </Section>
      )}
      {sheet && <GivenAnswerView part={part} answer={given} />}
      {type === 'multiple_choice' && answer.partialScore != null && (
        <Typography.Text>
          {t('preview.partialScore')}: {t('preview.points', { count: answer.partialScore })}
        </Typography.Text>
      )}
      {type === 'forced_choice' && (
        <Space size={16}>
          <Typography.Text>
            {t('preview.mostScore')}: {answer.mostScore ?? 0}
          </Typography.Text>
          <Typography.Text>
            {t('preview.leastScore')}: {answer.leastScore ?? 0}
          </Typography.Text>
        </Space>
      )}
      {type === 'cloze_fill' && (
        <Section title={t('preview.blanks')}>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {(answer.blanks ?? []).map((accepted, i) => (
              <li key={i}>{accepted.join(' / ')}</li>
            ))}
          </ol>
          <Space wrap size={4} style={{ marginTop: 4 }}>
            {answer.ignoreCase && <Tag>{t('preview.ignoreCase')}</Tag>}
            {answer.ignoreSpaces && <Tag>{t('preview.ignoreSpaces')}</Tag>}
            {answer.anyOrder && <Tag>{t('preview.anyOrder')}</Tag>}
          </Space>
        </Section>
      )}
      {type === 'matching' && (
        <Section
          title={
            headings[MATCH_QUESTION_NAME] && headings[MATCH_OPTION_NAME]
              ? t('preview.pairsOf', { question: headings[MATCH_QUESTION_NAME], option: headings[MATCH_OPTION_NAME] })
              : t('preview.pairs')
          }
        >
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {children
              .filter((c): c is MatchPair => !isPart(c))
              .map((pair, i) => (
                <li key={i}>
                  <Space size={8}>
                    <LazyRichTextView html={pair.stemAttrs.content} />
                    <span aria-hidden>→</span>
                    <Typography.Text strong>{(pair.answerAttrs.options ?? []).join(', ')}</Typography.Text>
                  </Space>
                </li>
              ))}
          </ol>
        </Section>
      )}
      {type === 'compound' &&
        children
          .filter((c): c is ChildItem => isPart(c))
          .map((child, i) => (
            <div key={i} style={{ borderInlineStart: '3px solid rgba(5, 5, 5, 0.12)', paddingInlineStart: 12 }}>
              <PartHeader part={child} label={t('preview.part', { n: i + 1 })} />
              <div style={{ marginTop: 8 }}>
                <PartView part={child} given={sheet ? (given?.children?.[i] ?? null) : undefined} />
              </div>
            </div>
          ))}
      {answer.content && (
        <Section title={t('preview.answer')}>
          <LazyRichTextView html={answer.content} />
        </Section>
      )}
      {answer.rubric && (
        <Section title={t('preview.rubric')}>
          <LazyRichTextView html={answer.rubric} />
        </Section>
      )}
      {answer.minWords || answer.maxWords ? (
        <Typography.Text>
          {t('preview.words')}:{' '}
          {[
            answer.minWords && t('preview.minWords', { n: answer.minWords }),
            answer.maxWords && t('preview.maxWords', { n: answer.maxWords }),
          ]
            .filter(Boolean)
            .join(', ')}
        </Typography.Text>
      ) : null}
      {part.descriptionAttrs.content && (
        <Section title={t('preview.explanation')}>
          <LazyRichTextView html={part.descriptionAttrs.content} />
        </Section>
      )}
    </Space>
  );
}

/**
 * The options, lettered; the key's marked (choice types), each option's dimension where it scores by one, and on a
 * sheet the candidate's choices.
 */
function Options({ part, given }: { part: ItemPart | ChildItem; given?: GivenAnswer | null }) {
  const { t } = useTranslation('bank');
  const { token } = theme.useToken();
  const keyed = CHOICE_TYPES.includes(part.itemTypeCode) && !isDimensionScored(part);
  const key = new Set(part.answerAttrs.options ?? []);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {part.optionsDataList.map((o) => {
        const right = keyed && key.has(o.optionName);
        const wrongChoice = given?.options?.includes(o.optionName) && keyed && !right;
        return (
          <li
            key={o.optionName}
            style={{
              display: 'flex',
              gap: 8,
              alignItems: 'baseline',
              padding: '4px 8px',
              borderRadius: token.borderRadius,
              background: right ? token.colorSuccessBg : wrongChoice ? token.colorErrorBg : undefined,
            }}
          >
            <Typography.Text strong>{o.optionName}.</Typography.Text>
            <div style={{ flex: 1, minWidth: 0 }}>
              <LazyRichTextView html={o.optionContent} />
            </div>
            {o.optionAttrs.dimension && (
              <Tag>
                {t('preview.dimension')}: {o.optionAttrs.dimension}
                {o.optionAttrs.dimensionScore !== undefined ? ` (${o.optionAttrs.dimensionScore})` : ''}
              </Tag>
            )}
            {right && (
              <Tag color="success" icon={<CheckCircleFilled />}>
                {t('preview.key')}
              </Tag>
            )}
            {given !== undefined && <OptionMarks part={part} optionName={o.optionName} answer={given} keyed={keyed} />}
          </li>
        );
      })}
    </ul>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {title}
      </Typography.Text>
      {children}
    </section>
  );
}
