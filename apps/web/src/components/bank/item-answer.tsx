import { CheckOutlined, CloseOutlined, UserOutlined } from '@ant-design/icons';
import { type ChildItem, type ItemPart, type MatchPair } from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyRichTextView } from '../rich-text/lazy';
import { ReadableTag } from '../readable-tag';

/**
 * A candidate's answer shown beside an item's key (an answer sheet): the marks of the options they chose, what they
 * wrote in each blank, the option they matched to each pair, their written answer. Each mark says in words (and an
 * icon) what it is, never by colour alone.
 */

/** A candidate's answer to an item or a part of one, as exam day keeps it (a part left unanswered: null). */
export type GivenAnswer = {
  options?: string[];
  blanks?: string[];
  pairs?: (string | null)[];
  most?: string;
  least?: string;
  text?: string;
  children?: (GivenAnswer | null | undefined)[];
};

type Part = ItemPart | ChildItem;

/** "The candidate chose this", right (it is in the key), wrong, or neither where nothing is right (a personality item). */
export function ChosenTag({ right }: { right?: boolean }) {
  const { t } = useTranslation('exam');
  if (right === undefined)
    return (
      <ReadableTag color="processing" icon={<UserOutlined />}>
        {t('answerSheet.chosen')}
      </ReadableTag>
    );
  return (
    <ReadableTag color={right ? 'success' : 'error'} icon={right ? <CheckOutlined /> : <CloseOutlined />}>
      {right ? t('answerSheet.chosenRight') : t('answerSheet.chosenWrong')}
    </ReadableTag>
  );
}

/** The marks of one option: chosen (right or wrong by the key), or most / least like the candidate (forced choice). */
export function OptionMarks({
  part,
  optionName,
  answer,
  keyed,
}: {
  part: Part;
  optionName: string;
  answer: GivenAnswer | null;
  keyed: boolean;
}) {
  const { t } = useTranslation('bank');
  if (part.itemTypeCode === 'forced_choice')
    return (
      <>
        {answer?.most === optionName && <Tag icon={<UserOutlined />}>{t('preview.most')}</Tag>}
        {answer?.least === optionName && <Tag icon={<UserOutlined />}>{t('preview.least')}</Tag>}
      </>
    );
  if (!answer?.options?.includes(optionName)) return null;
  return <ChosenTag right={keyed ? (part.answerAttrs.options ?? []).includes(optionName) : undefined} />;
}

/** What stands at a blank of the stem on a sheet: the candidate's text, underlined, named for a screen reader. */
export function GivenBlank({ n, text }: { n: number; text?: string }) {
  const { t } = useTranslation('exam');
  return (
    <span style={{ textDecoration: 'underline', margin: '0 4px', whiteSpace: 'pre-wrap' }}>
      <span className="rich-text-hidden">{t('answerSheet.blankOf', { n })}</span>
      {text?.trim() ? text : <Typography.Text type="secondary">{t('answerSheet.blankEmpty', { n })}</Typography.Text>}
    </span>
  );
}

const Missing = () => {
  const { t } = useTranslation('exam');
  return <Typography.Text type="secondary">{t('answerSheet.notAnswered')}</Typography.Text>;
};

/**
 * The candidate's answer where the options do not show it: each blank's text, each pair's option beside its key, the
 * written answer. Choices and statements are marked on the options themselves (OptionMarks).
 */
export function GivenAnswerView({ part, answer }: { part: Part; answer: GivenAnswer | null }) {
  const { t } = useTranslation('exam');
  const type = part.itemTypeCode;
  const title = <Typography.Text type="secondary">{t('answerSheet.given')}</Typography.Text>;
  if (type === 'cloze_fill') {
    const count = Math.max(part.answerAttrs.blanks?.length ?? 0, answer?.blanks?.length ?? 0);
    return (
      <section>
        {title}
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              {answer?.blanks?.[i]?.trim() ? <span style={{ whiteSpace: 'pre-wrap' }}>{answer.blanks[i]}</span> : <Missing />}
            </li>
          ))}
        </ol>
      </section>
    );
  }
  if (type === 'matching') {
    const pairs = (part.childItemList as (ChildItem | MatchPair)[]).filter((c): c is MatchPair => !isPart(c));
    return (
      <section>
        {title}
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {pairs.map((pair, i) => {
            const given = answer?.pairs?.[i];
            return (
              <li key={i}>
                <Space size={8} wrap>
                  <LazyRichTextView html={pair.stemAttrs.content} />
                  <span aria-hidden>→</span>
                  {given ? (
                    <>
                      <Typography.Text strong>{given}</Typography.Text>
                      <ChosenTag right={(pair.answerAttrs.options ?? []).includes(given)} />
                    </>
                  ) : (
                    <Missing />
                  )}
                </Space>
              </li>
            );
          })}
        </ol>
      </section>
    );
  }
  if (type === 'short_answer' || type === 'essay')
    return (
      <section>
        {title}
        <div>
          {answer?.text?.trim() ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{answer.text}</Typography.Paragraph>
          ) : (
            <Missing />
          )}
        </div>
      </section>
    );
  return null;
}
