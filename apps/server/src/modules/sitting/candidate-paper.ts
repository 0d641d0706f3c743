import { MATCH_OPTION_NAME, MATCH_QUESTION_NAME } from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import type { CandidateItemContent, CandidatePaper } from '@cloud-exam/contract/sitting/sitting';

type Part = DrawnPaper['sections'][number]['items'][number]['content'];
type Child = Extract<Part['childItemList'][number], { itemTypeCode: unknown }>;

/** What a candidate sees of an item or a part of one: the stem, the options' letters and text, the word limits. */
function shownPart(part: Part | Child) {
  const key = part.answerAttrs;
  return {
    itemTypeCode: part.itemTypeCode,
    stemAttrs: part.stemAttrs,
    optionsDataList: part.optionsDataList.map((o) => ({ optionName: o.optionName, optionContent: o.optionContent })),
    // a matching item's column headings only: the other attributes are the author's (a source, a year)
    attrsDataList: part.attrsDataList.filter((a) => a.name === MATCH_QUESTION_NAME || a.name === MATCH_OPTION_NAME),
    score: part.score,
    ...(part.itemTypeCode === 'cloze_fill' ? { blankCount: key.blanks?.length ?? 0 } : {}),
    ...(key.minWords !== undefined ? { minWords: key.minWords } : {}),
    ...(key.maxWords !== undefined ? { maxWords: key.maxWords } : {}),
  };
}

/**
 * A drawn paper as its candidate reads it: no key, reference answer, rubric, explanation or scoring dimension ever
 * leaves the server (a matching item's pairs keep only their questions).
 */
export function candidatePaper(paper: DrawnPaper): Omit<CandidatePaper, 'answers' | 'plays'> {
  return {
    name: paper.name,
    duration: paper.duration,
    totalScore: paper.totalScore,
    sections: paper.sections.map((s) => ({
      topicName: s.topicName,
      topicDescription: s.topicDescription,
      score: s.score,
      items: s.items.map((i) => ({
        itemId: i.itemId,
        score: i.score,
        content: {
          ...shownPart(i.content),
          childItemList: i.content.childItemList.map((c) =>
            isPart(c)
              ? { ...shownPart(c), childItemList: c.childItemList.map((p) => ({ stemAttrs: p.stemAttrs })) }
              : { stemAttrs: c.stemAttrs },
          ),
        } satisfies CandidateItemContent,
      })),
    })),
  };
}

/** An item's media in a drawn paper by its place among the stem's media, or undefined when the paper has no such. */
export function mediaOf(paper: DrawnPaper, itemId: string, index: number) {
  const item = paper.sections.flatMap((s) => s.items).find((i) => i.itemId === itemId);
  return item?.content.stemAttrs.media[index];
}
