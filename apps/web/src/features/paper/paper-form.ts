import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import type { InputOf } from '@cloud-exam/contract/endpoint';
import type { Paper, PaperKind, paperApi, SectionScoring } from '@cloud-exam/contract/paper/paper';
import { PERSONALITY_TYPES } from '@cloud-exam/contract/paper/rules';

/**
 * The paper editor's form values and the paper's input, both ways. The form keeps what the author sees: an
 * emptied score override is null (the section's score applies), an emptied pass mark is null, no department is
 * undefined (the whole institution).
 */
export type ItemValues = { itemId: string; score?: number | null };
export type RuleValues = {
  bankIds: string[];
  itemTypeCode: ItemTypeCode;
  knowledgeIds: string[];
  difficulties: number[];
  count: number;
  score?: number | null;
};
export type SectionValues = {
  topicName: string;
  topicDescription?: string;
  scoring: SectionScoring;
  score: number;
  shuffleItems: boolean;
  shuffleOptions: boolean;
  items: ItemValues[];
  rules: RuleValues[];
};
export type PaperValues = {
  name: string;
  description?: string;
  deptId?: string;
  bankIds: string[];
  duration: number;
  passMark?: number | null;
  sections: SectionValues[];
};
export type PaperInput = InputOf<typeof paperApi.add>;

/**
 * A new section: the number names it until the author does. A paper by hand keeps its items' own scores; a paper by
 * rules gives every item of a section one score, which its rules take unless they say otherwise.
 */
export const newSection = (kind: PaperKind, title: string): SectionValues => ({
  topicName: title,
  topicDescription: '',
  scoring: kind === 'fixed' ? 'own' : 'section',
  score: kind === 'personality' ? 1 : 2,
  shuffleItems: false,
  shuffleOptions: false,
  items: [],
  rules: [],
});

/** A new rule: one item of the first type the paper may hold, from the paper's banks. */
export const newRule = (kind: PaperKind): RuleValues => ({
  bankIds: [],
  itemTypeCode: kind === 'personality' ? PERSONALITY_TYPES[0]! : 'single_choice',
  knowledgeIds: [],
  difficulties: [],
  count: 1,
  score: null,
});

export const newPaperValues = (kind: PaperKind, firstTitle: string): PaperValues => ({
  name: '',
  description: '',
  bankIds: [],
  duration: 60,
  passMark: null,
  sections: [newSection(kind, firstTitle)],
});

export function paperValues(paper: Paper): PaperValues {
  return {
    name: paper.name,
    description: paper.description ?? '',
    deptId: paper.deptId ?? undefined,
    bankIds: paper.bankIds,
    duration: paper.duration,
    passMark: paper.passMark,
    sections: paper.sections.map((s) => ({
      topicName: s.topicName,
      topicDescription: s.topicDescription,
      scoring: s.scoring,
      score: s.score,
      shuffleItems: s.shuffleItems,
      shuffleOptions: s.shuffleOptions,
      items: s.items.map((i) => ({ itemId: i.itemId, score: i.score ?? null })),
      rules: s.rules.map((r) => ({ ...r, score: r.score ?? null })),
    })),
  };
}

/** A blank number field of antd's InputNumber is null; a score override left blank is no override. */
const optional = (n: number | null | undefined) => (n === null || n === undefined ? undefined : n);

export function toPaperInput(values: PaperValues, kind: PaperKind): PaperInput {
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    deptId: values.deptId || null,
    bankIds: values.bankIds,
    kind,
    passMark: kind === 'personality' ? null : (values.passMark ?? null),
    duration: values.duration,
    sections: values.sections.map((s) => ({
      topicName: s.topicName.trim(),
      topicDescription: s.topicDescription?.trim() ?? '',
      scoring: s.scoring,
      score: s.score,
      shuffleItems: !!s.shuffleItems,
      shuffleOptions: !!s.shuffleOptions,
      items: (s.items ?? []).map((i) => ({ itemId: i.itemId, score: optional(i.score) })),
      // A fixed paper has no rules (32010306): a kind's editor shows none, and none are sent.
      rules:
        kind === 'fixed'
          ? []
          : (s.rules ?? []).map((r) => ({
              bankIds: r.bankIds ?? [],
              itemTypeCode: r.itemTypeCode,
              knowledgeIds: r.knowledgeIds ?? [],
              difficulties: r.difficulties ?? [],
              count: r.count,
              score: optional(r.score),
            })),
    })),
  };
}

/** Where a problem of `paperProblems` points (`sections.1.rules.0.score`): the section's and the row's number, from 1. */
export function problemPlace(path: string): { section?: number; item?: number; rule?: number; field: string } {
  const parts = path.split('.');
  const at = (name: string) => {
    const i = parts.indexOf(name);
    return i >= 0 && /^\d+$/.test(parts[i + 1] ?? '') ? Number(parts[i + 1]) + 1 : undefined;
  };
  return { section: at('sections'), item: at('items'), rule: at('rules'), field: parts[parts.length - 1]! };
}
