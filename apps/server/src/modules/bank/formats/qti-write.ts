import { type ChildItem, type ItemContent, type ItemMedia, type MatchPair, optionLetter } from '@cloud-exam/contract/bank/item';
import { compoundScore, isDimensionScored, isPart } from '@cloud-exam/contract/bank/item-rules';
import type { QtiVersion } from '@cloud-exam/contract/bank/item-transfer';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import { zipSync } from 'fflate';
import { imageSize } from 'image-size';
import type { LoadImage } from './docx-rich';
import { escapeAttr as a, escapeText } from './html';
import type { ExportItem } from './samples';
import { asQti3, QTI_SPELLING } from './qti-names';
import { toXhtml } from './qti-xhtml';

/**
 * Items as an IMS content package of QTI 2.1 or 3.0 items (3.0 is 2.1 renamed, qti-names.ts): imsmanifest.xml, one assessmentItem per item under items/, the
 * pictures under media/ as files of the items that show them. What QTI has a place for goes there (see README
 * "Item formats"): choices with their key, blanks with their accepted answers, matches with their pairs,
 * extended text with its rubric, media with their plays, explanations as modal feedback, and the score as SCORE
 * and MAXSCORE with response processing that gives it. A compound item is one assessmentItem: the passage, then
 * each part in a `<div class="part">` with its own interaction. The rest (the type where QTI cannot tell it —
 * true/false, forced choice, essay —, difficulty, knowledge points, tags, hint, time limits, the partial score,
 * dimensions, marking rules, word limits, other attributes) goes in the manifest as metadata of the namespace
 * CE_NS, which an importer that does not know it skips.
 */

const { itemNs: QTI_NS, itemSchema: QTI_SCHEMA } = QTI_SPELLING['2.1'];
export const CE_NS = 'urn:cloud-exam:item:1';
const MEDIA_TYPES: Record<ItemMedia['kind'], string> = { audio: 'audio/mpeg', video: 'video/mp4' };

export type QtiExportOptions = { image?: LoadImage; version?: QtiVersion };

const value = (v: string | number) => `<value>${escapeText(String(v))}</value>`;
const float = (n: number) => `<baseValue baseType="float">${n}</baseValue>`;
const addToScore = (expression: string) =>
  `<setOutcomeValue identifier="SCORE"><sum><variable identifier="SCORE"/>${expression}</sum></setOutcomeValue>`;
const round = (n: number) => Math.round(n * 10_000) / 10_000;

type PartXml = { body: string; declarations: string[]; rules: string[]; feedback: string[] };

/** One part (or a whole item that is not compound): its body, response declarations, scoring rules and feedback. */
function partXml(part: ItemContent | ChildItem, rid: string, picture: (src: string) => string): PartXml {
  const x = (html: string, blank?: (n: number) => string) => toXhtml(html, { picture, blank });
  const out: PartXml = {
    body: mediaXml(part.stemAttrs.media, rid),
    declarations: mediaDeclarations(part.stemAttrs.media, rid),
    rules: [],
    feedback: [],
  };
  const key = part.answerAttrs.options ?? [];
  switch (part.itemTypeCode) {
    case 'single_choice':
    case 'multiple_choice':
    case 'true_false':
    case 'forced_choice': {
      const multiple = part.itemTypeCode === 'multiple_choice';
      const choices = part.optionsDataList
        .map(
          (o, i) =>
            `<simpleChoice identifier="${optionLetter(i)}"${o.optionAttrs.fixed ? ' fixed="true"' : ''}>${x(o.optionContent)}</simpleChoice>`,
        )
        .join('');
      out.body += `${x(part.stemAttrs.content)}<choiceInteraction responseIdentifier="${rid}" shuffle="false" maxChoices="${multiple ? 0 : 1}">${choices}</choiceInteraction>`;
      const correct = key.length && !isDimensionScored(part) ? `<correctResponse>${key.map(value).join('')}</correctResponse>` : '';
      out.declarations.push(
        `<responseDeclaration identifier="${rid}" cardinality="${multiple ? 'multiple' : 'single'}" baseType="identifier">${correct}</responseDeclaration>`,
      );
      if (correct) {
        const partial = part.answerAttrs.partialScore;
        const some = `<and><not><isNull><variable identifier="${rid}"/></isNull></not><contains><correct identifier="${rid}"/><variable identifier="${rid}"/></contains></and>`;
        out.rules.push(
          `<responseCondition><responseIf><match><variable identifier="${rid}"/><correct identifier="${rid}"/></match>${addToScore(float(part.score))}</responseIf>${
            multiple && partial ? `<responseElseIf>${some}${addToScore(float(partial))}</responseElseIf>` : ''
          }</responseCondition>`,
        );
      }
      break;
    }
    case 'cloze_fill': {
      const blanks = part.answerAttrs.blanks ?? [];
      const caseSensitive = part.answerAttrs.ignoreCase ? 'false' : 'true';
      out.body += x(part.stemAttrs.content, (n) => {
        const longest = Math.max(4, ...(blanks[n - 1] ?? []).map((b) => b.length));
        return `<textEntryInteraction responseIdentifier="${rid}_${n}" expectedLength="${longest}"/>`;
      });
      blanks.forEach((accepted, i) => {
        const entries = accepted.map((text) => `<mapEntry mapKey="${a(text)}" mappedValue="1" caseSensitive="${caseSensitive}"/>`).join('');
        out.declarations.push(
          `<responseDeclaration identifier="${rid}_${i + 1}" cardinality="single" baseType="string"><correctResponse>${value(accepted[0] ?? '')}</correctResponse><mapping defaultValue="0" upperBound="1">${entries}</mapping></responseDeclaration>`,
        );
        out.rules.push(
          addToScore(`<product><mapResponse identifier="${rid}_${i + 1}"/>${float(round(part.score / blanks.length))}</product>`),
        );
      });
      break;
    }
    case 'matching': {
      const pairs = part.childItemList as MatchPair[];
      const questions = pairs
        .map((p, i) => `<simpleAssociableChoice identifier="Q${i + 1}" matchMax="1">${x(p.stemAttrs.content)}</simpleAssociableChoice>`)
        .join('');
      const options = part.optionsDataList
        .map(
          (o, i) => `<simpleAssociableChoice identifier="${optionLetter(i)}" matchMax="0">${x(o.optionContent)}</simpleAssociableChoice>`,
        )
        .join('');
      out.body += `${x(part.stemAttrs.content)}<matchInteraction responseIdentifier="${rid}" shuffle="false" maxAssociations="${pairs.length}"><simpleMatchSet>${questions}</simpleMatchSet><simpleMatchSet>${options}</simpleMatchSet></matchInteraction>`;
      const correct = pairs.map((p, i) => `Q${i + 1} ${p.answerAttrs.options?.[0] ?? ''}`);
      const each = round(part.score / Math.max(pairs.length, 1));
      out.declarations.push(
        `<responseDeclaration identifier="${rid}" cardinality="multiple" baseType="directedPair"><correctResponse>${correct.map(value).join('')}</correctResponse><mapping defaultValue="0">${correct
          .map((c) => `<mapEntry mapKey="${c}" mappedValue="${each}"/>`)
          .join('')}</mapping></responseDeclaration>`,
      );
      out.rules.push(addToScore(`<mapResponse identifier="${rid}"/>`));
      break;
    }
    case 'short_answer':
    case 'essay': {
      const { content, rubric } = part.answerAttrs;
      const rubrics = [
        content && `<rubricBlock view="scorer" class="reference-answer">${x(content)}</rubricBlock>`,
        rubric && `<rubricBlock view="scorer" class="rubric">${x(rubric)}</rubricBlock>`,
      ];
      out.body += `${x(part.stemAttrs.content)}${rubrics.filter(Boolean).join('')}<extendedTextInteraction responseIdentifier="${rid}" expectedLines="${part.itemTypeCode === 'essay' ? 15 : 5}"/>`;
      out.declarations.push(`<responseDeclaration identifier="${rid}" cardinality="single" baseType="string"/>`);
      break;
    }
    case 'compound':
      break;
  }
  if (part.descriptionAttrs.content)
    out.feedback.push(
      `<modalFeedback outcomeIdentifier="FEEDBACK" identifier="${rid}_SOLUTION" showHide="show">${x(part.descriptionAttrs.content)}</modalFeedback>`,
    );
  return out;
}

const mediaXml = (media: ItemMedia[], rid: string) =>
  media
    .map(
      (m, i) =>
        `<mediaInteraction responseIdentifier="${rid}_MEDIA_${i + 1}" autostart="false" maxPlays="${m.playLimit}"><object data="${a(m.url)}" type="${MEDIA_TYPES[m.kind]}">${escapeText(m.name)}</object></mediaInteraction>`,
    )
    .join('');
const mediaDeclarations = (media: ItemMedia[], rid: string) =>
  media.map((_, i) => `<responseDeclaration identifier="${rid}_MEDIA_${i + 1}" cardinality="single" baseType="integer"/>`);

function itemXml(item: ExportItem, identifier: string, picture: (src: string) => string): string {
  const parts: PartXml[] = [];
  let body: string;
  if (item.itemTypeCode === 'compound') {
    const passage = partXml({ ...item, itemTypeCode: 'compound' }, 'RESPONSE', picture);
    parts.push(passage);
    const children = item.childItemList.filter(isPart).map((child, i) => partXml(child, `RESPONSE_${i + 1}`, picture));
    parts.push(...children);
    body = `${passage.body}${toXhtml(item.stemAttrs.content, { picture })}${children.map((c) => `<div class="part">${c.body}</div>`).join('')}`;
  } else {
    parts.push(partXml(item, 'RESPONSE', picture));
    body = parts[0]!.body;
  }
  const rules = parts.flatMap((p) => p.rules);
  const score = item.itemTypeCode === 'compound' ? compoundScore(item.childItemList) : item.score;
  const title = richTextPlain(item.stemAttrs.content).slice(0, 60);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<assessmentItem xmlns="${QTI_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${QTI_NS} ${QTI_SCHEMA}" identifier="${identifier}" title="${a(title)}" adaptive="false" timeDependent="false">` +
    parts.flatMap((p) => p.declarations).join('') +
    `<outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="${score}"><defaultValue>${value(0)}</defaultValue></outcomeDeclaration>` +
    `<outcomeDeclaration identifier="MAXSCORE" cardinality="single" baseType="float"><defaultValue>${value(score)}</defaultValue></outcomeDeclaration>` +
    `<outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>` +
    `<itemBody>${body}</itemBody>` +
    (rules.length ? `<responseProcessing>${rules.join('')}</responseProcessing>` : '') +
    parts.flatMap((p) => p.feedback).join('') +
    `</assessmentItem>\n`
  );
}

/** The metadata of a part that QTI has no place for, as attributes and elements of CE_NS. */
function partMeta(part: ItemContent | ChildItem, tag: string, extra = ''): string {
  const an = part.answerAttrs;
  const attrs: Record<string, string | number | boolean | null | undefined> = {
    type: part.itemTypeCode,
    score: part.score,
    timeLimit: part.outTimeSecond || undefined,
    partialScore: an.partialScore,
    mostScore: an.mostScore,
    leastScore: an.leastScore,
    minWords: an.minWords,
    maxWords: an.maxWords,
    ignoreSpaces: an.ignoreSpaces,
    anyOrder: an.anyOrder,
  };
  const written = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${a(String(v))}"`)
    .join('');
  const options = part.optionsDataList
    .map((o, i) =>
      o.optionAttrs.dimension
        ? `<ce:option letter="${optionLetter(i)}" dimension="${a(o.optionAttrs.dimension)}"${o.optionAttrs.dimensionScore !== undefined ? ` dimensionScore="${o.optionAttrs.dimensionScore}"` : ''}/>`
        : '',
    )
    .join('');
  const others = part.attrsDataList.map((at) => `<ce:attr name="${a(at.name)}" value="${a(at.value)}"/>`).join('');
  return `<ce:${tag}${written}>${options}${others}${extra}</ce:${tag}>`;
}

function itemMeta(item: ExportItem): string {
  const lists = [
    ...(item.knowledgePaths ?? []).map((k) => `<ce:knowledge>${escapeText(k)}</ce:knowledge>`),
    ...(item.tags ?? []).map((t) => `<ce:tag>${escapeText(t)}</ce:tag>`),
  ].join('');
  const parts =
    item.itemTypeCode === 'compound'
      ? item.childItemList
          .filter(isPart)
          .map((p) => partMeta(p, 'part'))
          .join('')
      : '';
  return partMeta(item, 'item', lists + parts).replace(
    '<ce:item',
    `<ce:item xmlns:ce="${CE_NS}" difficulty="${item.difficulty}"${item.hint ? ` hint="${a(item.hint)}"` : ''}`,
  );
}

/** The pictures an item shows, by address. */
function picturesOf(item: ExportItem): string[] {
  const html = JSON.stringify(item);
  return [...new Set([...html.matchAll(/<img\b[^>]*?\bsrc=\\"([^"\\]+)\\"/g)].map((m) => m[1]!))];
}

/** An IMS content package of QTI items (2.1 unless told 3.0), one per item in order. */
export async function writeQtiPackage(items: readonly ExportItem[], options: QtiExportOptions = {}): Promise<Buffer> {
  const version = options.version ?? '2.1';
  const spelling = QTI_SPELLING[version];
  const files: Record<string, Uint8Array> = {};
  const resources: string[] = [];
  const packed = new Map<string, string>();
  for (const [i, item] of items.entries()) {
    const identifier = `item-${i + 1}`;
    const href = `items/${identifier}.xml`;
    const itemFiles = [href];
    for (const src of picturesOf(item)) {
      if (packed.has(src)) {
        itemFiles.push(packed.get(src)!);
        continue;
      }
      const data = await options.image?.(src).catch(() => undefined);
      const type = data && safeType(data);
      if (!data || !type) continue;
      const path = `media/${packed.size + 1}.${type}`;
      files[path] = data;
      packed.set(src, path);
      itemFiles.push(path);
    }
    const xml = itemXml(item, identifier, (src) => (packed.has(src) ? `../${packed.get(src)}` : src));
    files[href] = Buffer.from(version === '3.0' ? asQti3(xml) : xml);
    resources.push(
      `<resource identifier="${identifier}" type="${spelling.resourceType}" href="${href}"><metadata><schema>${spelling.schema}</schema><schemaversion>${spelling.schemaVersion}</schemaversion>${itemMeta(item)}</metadata>${itemFiles
        .map((f) => `<file href="${f}"/>`)
        .join('')}</resource>`,
    );
  }
  files['imsmanifest.xml'] = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="${spelling.manifestNs}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="cloud-exam-items" ` +
      `xsi:schemaLocation="${spelling.manifestNs} http://www.imsglobal.org/xsd/imscp_v1p1.xsd"><organizations/><resources>${resources.join('')}</resources></manifest>\n`,
  );
  return Buffer.from(zipSync(files));
}

/** A picture's file type by its bytes (png, jpg, gif, webp …), undefined for what is no picture. */
export const safeType = (data: Buffer) => {
  try {
    return imageSize(data).type;
  } catch {
    return undefined;
  }
};
