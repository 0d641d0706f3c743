import { type ChildItem, type ItemContent, type ItemOption, type ItemMedia, type MatchPair } from '@cloud-exam/contract/bank/item';
import { isPart, ordered, timeLimitOf } from '@cloud-exam/contract/bank/item-rules';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import { sha256Hex } from '../../lib/crypto';
import { sanitizeRichText } from '../../lib/rich-text';
import type { ItemColumns } from './item.repo';

/**
 * What the server makes of an item an author sent, whichever way it came (editor, spreadsheet, Word, QTI): every
 * rich-text field sanitised, option letters written from their order, a compound's score its parts' total (`ordered`), and
 * the columns lists search and sort on.
 */

/** The longest stem text kept for the list and its search. */
const STEM_TEXT_MAX = 2000;

/** Media play from the file store or an http(s) address; anything else is dropped. */
const isMediaUrl = (url: string) => /^https?:\/\//i.test(url) || /^[\w-]+\/[\w./-]+$/.test(url);

function cleanPart<P extends ItemContent | ChildItem>(part: P): P {
  const options: ItemOption[] = part.optionsDataList.map((o) => ({ ...o, optionContent: sanitizeRichText(o.optionContent) }));
  const answer = part.answerAttrs;
  return {
    ...part,
    stemAttrs: {
      content: sanitizeRichText(part.stemAttrs.content),
      media: part.stemAttrs.media.filter((m: ItemMedia) => isMediaUrl(m.url)),
    },
    optionsDataList: options,
    answerAttrs: {
      ...answer,
      ...(answer.content !== undefined ? { content: sanitizeRichText(answer.content) } : {}),
      ...(answer.rubric !== undefined ? { rubric: sanitizeRichText(answer.rubric) } : {}),
    },
    descriptionAttrs: { content: sanitizeRichText(part.descriptionAttrs.content) },
  };
}

/** A pair is a question and the letter of its option: nothing else of the shared shape is kept. */
const cleanPair = (pair: MatchPair): MatchPair => ({
  stemAttrs: { content: sanitizeRichText(pair.stemAttrs.content), media: [] },
  answerAttrs: { options: pair.answerAttrs.options ?? [] },
});

export function cleanItem(item: ItemContent): ItemContent {
  const children = item.childItemList.map((c) =>
    isPart(c) ? { ...cleanPart(c), childItemList: c.childItemList.map(cleanPair) } : cleanPair(c),
  );
  return ordered({ ...cleanPart(item), childItemList: children });
}

/**
 * What "the same item" compares: the visible text of the stem, the options (in any order) and the parts,
 * lower-cased without spaces, with the addresses of pictures and media (a stem may be a picture alone).
 */
function normalisedText(part: ItemContent | ChildItem | MatchPair): string {
  const text = (html: string) =>
    richTextPlain(html).toLowerCase().replace(/\s+/g, '') + [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].map((m) => m[1]).join(' ');
  const media = part.stemAttrs.media.map((m) => m.url);
  const options = 'optionsDataList' in part ? part.optionsDataList.map((o) => text(o.optionContent)).sort() : [];
  const children = 'childItemList' in part ? part.childItemList.map(normalisedText) : [];
  return [text(part.stemAttrs.content), ...media, ...options, ...children].join('\u0001');
}

export function columnsOf(item: ItemContent): ItemColumns {
  const firstChildStem = item.childItemList[0] ? richTextPlain(item.childItemList[0].stemAttrs.content) : '';
  return {
    itemTypeCode: item.itemTypeCode,
    difficulty: item.difficulty,
    score: item.score,
    outTimeSecond: timeLimitOf(item),
    stemText: (richTextPlain(item.stemAttrs.content) || firstChildStem).slice(0, STEM_TEXT_MAX),
    fingerprint: sha256Hex(`${item.itemTypeCode}\u0002${normalisedText(item)}`),
    content: item,
  };
}
