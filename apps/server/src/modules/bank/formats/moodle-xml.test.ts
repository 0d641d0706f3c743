import { ErrorCodes } from '@cloud-exam/contract/errors';
import { describe, expect, it } from 'vitest';
import { comparable, everyField, pictures } from './fixtures';
import type { ParsedItem } from './item-text';
import { moodleXml } from './moodle-fixtures';
import { writeMoodleXml } from './moodle-write';
import { numericAnswers } from './moodle-question';
import { parseMoodleXml } from './moodle-xml';
import type { ExportItem } from './samples';

const read = (xml: string) => parseMoodleXml(Buffer.from(xml), pictures.store);

describe('Moodle XML', () => {
  it('reads every question type Moodle exports, with its score, explanation, picture, category and tags', async () => {
    const { items, problems } = await read(moodleXml());
    expect(problems).toEqual([]);
    expect(items.map((i) => i.itemTypeCode)).toEqual([
      'single_choice',
      'multiple_choice',
      'true_false',
      'cloze_fill',
      'cloze_fill',
      'matching',
      'essay',
      'cloze_fill',
      'cloze_fill',
      'short_answer',
      'short_answer',
      'short_answer',
    ]);
    const [single, multiple, truth, short, numerical, matching, essay, cloze] = items;

    expect(single!.stemAttrs.content).toBe(
      '<p>What is the capital of France? <img src="cloudeFile/file/picture-1" alt="map" width="2" height="1"></p>',
    );
    expect(single!.optionsDataList.map((o) => o.optionContent)).toEqual(['<p>Lyon</p>', '<p>Paris</p>', '<p>Marseille</p>']);
    expect(single!.answerAttrs).toEqual({ options: ['B'] });
    expect(single).toMatchObject({ score: 2, answerFrom: 'file', knowledgePaths: ['Geography/Capitals'], tags: ['europe'], problems: [] });
    expect(single!.descriptionAttrs.content).toBe('<p>Paris has been the capital since 987.</p>');
    expect(single!.scoreMissing).toBeUndefined();

    expect(multiple!.optionsDataList.map((o) => o.optionContent)).toEqual(['Rhine', 'Seine', 'Elbe']);
    expect(multiple).toMatchObject({ answerAttrs: { options: ['A', 'C'] }, score: 3, problems: [] });

    expect(truth!.optionsDataList.map((o) => o.optionContent)).toEqual(['True', 'False']);
    expect(truth).toMatchObject({ answerAttrs: { options: ['B'] }, descriptionAttrs: { content: 'Madrid is.' }, problems: [] });

    // the category after the first three: its path without $course$/top
    expect(short!.knowledgePaths).toEqual(['Science']);
    expect(short!.stemAttrs.content).toBe('<p>Give the chemical formula of water.</p><p><span data-blank="1"></span></p>');
    expect(short!.answerAttrs).toEqual({ blanks: [['H2O', 'H₂O']], ignoreCase: true });

    // ± 0.01 kept as the answers at its precision; the TeX filter's \( \) a formula
    expect(numerical!.stemAttrs.content).toBe(
      '<p>Give <span data-latex="\\pi"></span> to two decimals.</p><p><span data-blank="1"></span></p>',
    );
    expect(numerical!.answerAttrs).toEqual({ blanks: [['3.14', '3.13', '3.15']] });

    expect(matching!.optionsDataList.map((o) => o.optionContent)).toEqual(['Fe', 'Au', 'Ag']);
    expect(matching!.childItemList).toEqual([
      { stemAttrs: { content: 'Iron', media: [] }, answerAttrs: { options: ['A'] } },
      { stemAttrs: { content: 'Gold', media: [] }, answerAttrs: { options: ['B'] } },
    ]);
    expect(matching).toMatchObject({ score: 2, problems: [] });

    expect(essay!.answerAttrs).toEqual({ content: '<p>Light, water and CO2 become sugar and oxygen.</p>', minWords: 50, maxWords: 300 });
    expect(essay).toMatchObject({ score: 1, scoreMissing: true, problems: [] });

    expect(cloze!.stemAttrs.content).toBe(
      '<p><span data-blank="1"></span> is the capital of Germany and <span data-blank="2"></span> the year it reunited.</p>',
    );
    expect(cloze!.answerAttrs).toEqual({ blanks: [['Berlin'], ['1990']], ignoreCase: true });
    expect(cloze!.problems).toEqual([]);
  });

  it('names what it cannot hold: a cloze choice typed, a wildcard answer, a description and the types the bank lacks skipped', async () => {
    const { items } = await read(moodleXml());
    const [choice, description, coderunner, ddwtos] = items.slice(8);
    expect(choice!.answerAttrs.blanks).toEqual([['blue']]);
    expect(choice!.problems).toEqual([
      { field: 'answerAttrs.blanks.0', code: ErrorCodes.clozeChoicesTyped, params: { n: 1, answer: 'blue' } },
    ]);
    expect(description!.problems).toEqual([{ field: 'itemTypeCode', code: ErrorCodes.moodleDescriptionSkipped }]);
    expect(description!.stemAttrs.content).toBe('<p>Read the following carefully.</p>');
    expect(coderunner!.problems).toEqual([
      { field: 'itemTypeCode', code: ErrorCodes.moodleTypeUnsupported, params: { type: 'coderunner' } },
    ]);
    expect(ddwtos!.problems).toEqual([{ field: 'itemTypeCode', code: ErrorCodes.moodleTypeUnsupported, params: { type: 'ddwtos' } }]);
    const wild = await read(
      '<quiz><question type="shortanswer"><questiontext><text>Name a colour</text></questiontext><answer fraction="100"><text>*red*</text></answer></question></quiz>',
    );
    expect(wild.items[0]!.problems).toEqual([
      { field: 'answerAttrs.blanks.0', code: ErrorCodes.wildcardAnswer, params: { answer: '*red*' } },
    ]);
  });

  it('tells a broken XML by its line and column, and an XML that is no Moodle quiz by its root', async () => {
    expect(await read('<?xml version="1.0"?>\n<quiz>\n  <question type="essay">\n  </quiz>')).toEqual({
      items: [],
      problems: [{ code: ErrorCodes.xmlBroken, params: { line: 4, column: 9, reason: expect.stringContaining('close tag') } }],
    });
    expect(await read('<assessmentItem identifier="x"/>')).toEqual({
      items: [],
      problems: [{ code: ErrorCodes.xmlNotMoodleQuiz, params: { root: 'assessmentItem' } }],
    });
  });

  it('keeps a tolerance as the answers a blank lists, and says when there are too many', () => {
    expect(numericAnswers('2', 1)).toEqual(['2', '1', '3']);
    expect(numericAnswers('3', 0.1)).toEqual(['3', '2.9', '3.0', '3.1']);
    expect(numericAnswers('42')).toEqual(['42']);
    expect(numericAnswers('100', 50)).toBeUndefined();
  });
});

describe('Moodle XML export', () => {
  it('writes items that read back the same, but for what Moodle has no place for', async () => {
    const items = everyField().filter((i) => !['compound', 'forced_choice', 'short_answer'].includes(i.itemTypeCode));
    const xml = await writeMoodleXml(items, { image: pictures.load });
    const { items: back, problems } = await read(xml.toString());
    expect(problems).toEqual([]);
    // Moodle has no difficulty, hint, time limit, attributes, media, option dimensions or pinning, partial score nor
    // fill-in rules but case; true/false options are its words; an essay's one grader information is its reference
    // answer, else its rubric
    const moodleKeeps = (i: ParsedItem | ExportItem) => {
      const { difficulty, hint, outTimeSecond, attrsDataList, ...kept } = comparable(i);
      void [difficulty, hint, outTimeSecond, attrsDataList];
      const { partialScore, ignoreSpaces, anyOrder, rubric, ...answer } = kept.answerAttrs;
      void [partialScore, ignoreSpaces, anyOrder];
      if (kept.itemTypeCode === 'essay' && (answer.content || rubric)) answer.content = answer.content || rubric;
      const options = kept.optionsDataList.map((o) => ({
        ...o,
        optionAttrs: {},
        optionContent: kept.itemTypeCode === 'true_false' ? '' : o.optionContent,
      }));
      return {
        ...kept,
        stemAttrs: { ...kept.stemAttrs, media: [] },
        optionsDataList: options,
        answerAttrs: answer,
        knowledgePaths: kept.knowledgePaths.slice(0, 1),
      };
    };
    expect(back.map(moodleKeeps)).toEqual(items.map(moodleKeeps));
  });
});
