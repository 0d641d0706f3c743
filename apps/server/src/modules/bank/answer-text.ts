import { type ChildItem, type ItemContent, type MatchPair, optionLetter } from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';

/** The longest short form of an answer the import's preview shows. */
const ANSWER_TEXT_MAX = 80;

type Part = Pick<ItemContent, 'itemTypeCode' | 'optionsDataList' | 'answerAttrs'> & { childItemList: (ChildItem | MatchPair)[] };

function partAnswer(part: Part): string {
  const key = part.answerAttrs.options ?? [];
  switch (part.itemTypeCode) {
    case 'single_choice':
    case 'multiple_choice':
      return key.join('');
    case 'true_false': {
      // the chosen option's word (正确, False …) says more than its letter
      const chosen = part.optionsDataList.findIndex((_, i) => optionLetter(i) === key[0]);
      return chosen >= 0 ? richTextPlain(part.optionsDataList[chosen]!.optionContent) || key.join('') : key.join('');
    }
    case 'cloze_fill':
      return (part.answerAttrs.blanks ?? []).map((accepted) => accepted.join(' / ')).join(' | ');
    case 'matching':
      return part.childItemList
        .filter((c): c is MatchPair => !isPart(c))
        .map((pair, i) => `${i + 1}-${(pair.answerAttrs.options ?? []).join('')}`)
        .join(', ');
    case 'short_answer':
    case 'essay':
      return richTextPlain(part.answerAttrs.content ?? '');
    default:
      return '';
  }
}

/** An item's answer in short, as the import's preview shows it: B, ACD, 正确, blank | blank, 1-A, a compound's parts (1) B … */
export function answerText(item: ItemContent): string {
  const text =
    item.itemTypeCode === 'compound'
      ? item.childItemList
          .filter(isPart)
          .map((part, i) => `(${i + 1}) ${partAnswer(part) || '—'}`)
          .join(' ')
      : partAnswer(item);
  return text.length > ANSWER_TEXT_MAX ? `${text.slice(0, ANSWER_TEXT_MAX - 1)}…` : text;
}
