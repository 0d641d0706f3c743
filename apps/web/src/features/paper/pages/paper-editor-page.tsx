import { PlusOutlined } from '@ant-design/icons';
import { type Item, itemApi } from '@cloud-exam/contract/bank/item';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { PAPER_KINDS, type Paper, type PaperKind, paperAddSchema, paperApi } from '@cloud-exam/contract/paper/paper';
import { paperItemCount, paperProblems, paperTotalScore, secondsNeeded } from '@cloud-exam/contract/paper/rules';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call, endpointQuery, keyOf } from '../../../api/call';
import { RequestError } from '../../../api/request';
import { useDebounced } from '../../../components/use-debounced';
import { useFeedback } from '../../../components/feedback';
import { useViewLocation } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { ItemPicker } from '../components/item-picker';
import { KindTag } from '../components/paper-labels';
import { PaperFields } from '../components/paper-fields';
import { PaperSummary } from '../components/paper-summary';
import { SectionCard } from '../components/section-card';
import { newPaperValues, newSection, type PaperValues, paperValues, problemPlace, toPaperInput } from '../paper-form';
import { PAPERS_PATH } from '../paths';
import { PaperMissing } from '../components/paper-missing';

/** The paper editor: `/bank/paper?kind=…` adds a paper of that kind, `/bank/paper?id=…` edits one. */
export default function PaperEditorPage() {
  const { search } = useViewLocation();
  const params = new URLSearchParams(search);
  const id = params.get('id') ?? '';
  const kind = params.get('kind') as PaperKind | null;
  if (idSchema.safeParse(id).success) return <ExistingPaper key={id} id={id} />;
  if (kind && PAPER_KINDS.includes(kind)) return <PaperEditor key={kind} kind={kind} />;
  return <PaperMissing />;
}

function ExistingPaper({ id }: { id: string }) {
  const paper = useQuery(endpointQuery(paperApi.get, { id }));
  if (paper.isError) return <PaperMissing />;
  if (!paper.data) return <Skeleton active />;
  // Another version (someone's save, or a reload after a refusal) is another form.
  return <PaperEditor key={paper.data.version} kind={paper.data.kind} paper={paper.data} />;
}

/** The error catalogue, fetched when the editor first has a problem to show. */
function useErrorText(wanted: boolean) {
  const catalogue = useQuery({
    queryKey: ['error-catalogue'],
    queryFn: () => import('@cloud-exam/contract/errors'),
    enabled: wanted,
    staleTime: Infinity,
  });
  return (code: number, params?: Record<string, string | number>) =>
    catalogue.data?.errorMessage(code as Parameters<typeof catalogue.data.errorMessage>[0], currentLanguage(), params) ?? '…';
}

function PaperEditor({ kind, paper }: { kind: PaperKind; paper?: Paper }) {
  const { t } = useTranslation(['paper', 'list']);
  const [form] = Form.useForm<PaperValues>();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [pickerFor, setPickerFor] = useState<number>();
  const initial = useMemo(() => (paper ? paperValues(paper) : newPaperValues(kind, t('editor.sectionTitle', { n: 1 }))), [paper, kind, t]);
  const values = (Form.useWatch([], { form, preserve: true }) as PaperValues | undefined) ?? initial;
  const bankIds = values.bankIds ?? [];
  const sections = values.sections ?? [];

  // The items chosen by hand, whole: their stems for the list, their time limits for the duration.
  const itemIds = [...new Set(sections.flatMap((s) => (s?.items ?? []).map((i) => i?.itemId)).filter(Boolean))];
  const itemQueries = useQueries({ queries: itemIds.map((id) => ({ ...endpointQuery(itemApi.get, { id }), staleTime: 60_000 })) });
  const items = new Map<string, Item>(itemQueries.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));

  const input = toPaperInput({ ...initial, ...values, sections: sections.filter(Boolean) }, kind);
  const stockInput = useDebounced(
    { bankIds: input.bankIds, kind: input.kind, sections: input.sections.map((s) => ({ rules: s.rules ?? [] })) },
    400,
  );
  const hasRules = stockInput.sections.some((s) => s.rules.length);
  // Asked only of a draft it can answer; the last answer stands while the next comes, not once there is none.
  const stockLive = hasRules && paperApi.ruleStock.input.safeParse(stockInput).success;
  const stock = useQuery({
    ...endpointQuery(paperApi.ruleStock, stockInput, { silent: true }),
    enabled: stockLive,
    placeholderData: keepPreviousData,
  });

  const parsed = paperAddSchema.pick({ kind: true, passMark: true, sections: true }).safeParse(input);
  // Items that keep their own scores count them once read.
  const draft = parsed.success && {
    ...parsed.data,
    sections: parsed.data.sections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, ownScore: items.get(i.itemId)?.score })) })),
  };
  const problems = draft ? paperProblems(draft) : [];
  const errorText = useErrorText(problems.length > 0);
  const total = draft ? paperTotalScore(draft.sections) : 0;
  const count = draft ? paperItemCount(draft.sections) : 0;
  // The items' time limits and each rule's worst case (the longest items it may draw, as the server last counted).
  const seconds = secondsNeeded(
    itemIds.map((id) => items.get(id)?.outTimeSecond ?? 0),
    (stockLive ? (stock.data?.sections ?? []) : []).flatMap((s) => s.rules.map((r) => ({ count: r.needed, pool: r.longest }))),
  );
  const problemText = (p: (typeof problems)[number]) => {
    const place = problemPlace(p.path);
    const where = [
      place.section && t('editor.sectionNo', { n: place.section }),
      place.item && t('editor.itemNo', { n: place.item }),
      place.rule && t('editor.ruleNo', { n: place.rule }),
    ]
      .filter(Boolean)
      .join(' · ');
    return `${where ? `${where}: ` : ''}${errorText(p.code, p.params)}`;
  };

  const addItems = (section: number, rows: { id: string }[]) => {
    const path: ['sections', number, 'items'] = ['sections', section, 'items'];
    const had = (form.getFieldValue(path) ?? []) as PaperValues['sections'][number]['items'];
    form.setFieldValue(path, [...had, ...rows.map((r) => ({ itemId: r.id, score: null }))]);
  };

  const save = async () => {
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    if (problems.length) {
      feedback.message.error(problemText(problems[0]!));
      return;
    }
    const sent = toPaperInput(form.getFieldsValue(true) as PaperValues, kind);
    setSaving(true);
    try {
      if (paper) await call(paperApi.update, { ...sent, id: paper.id, version: paper.version }, { silent: true });
      else await call(paperApi.add, sent, { silent: true });
      feedback.message.success(t('editor.saved'));
      await Promise.all(
        [paperApi.page, paperApi.get, paperApi.statistics, paperApi.preview].map((e) => client.invalidateQueries({ queryKey: keyOf(e) })),
      );
      if (!paper) form.setFieldsValue(newPaperValues(kind, t('editor.sectionTitle', { n: 1 })));
      void navigate(PAPERS_PATH);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (error.code === ErrorCodes.paperChanged)
        feedback.modal.confirm({
          title: t('editor.staleTitle'),
          content: (
            <>
              <Typography.Paragraph>{error.message}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('editor.staleHint')}</Typography.Text>
            </>
          ),
          okText: t('editor.reload'),
          onOk: () => client.invalidateQueries({ queryKey: keyOf(paperApi.get) }),
        });
      else feedback.modal.error({ title: t('editor.refused'), content: error.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    // A plain column, not a Space: the summary sticks to the bottom of the page while the editor scrolls.
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card
        title={
          <Space>
            {t(paper ? 'editor.editTitle' : 'editor.addTitle')}
            <KindTag kind={kind} />
            {paper && <Typography.Text type="secondary">v{paper.version}</Typography.Text>}
          </Space>
        }
        extra={<Link to={PAPERS_PATH}>{t('editor.backToList')}</Link>}
      >
        {paper?.locked && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('editor.locked')} description={t('editor.lockedHint')} />
        )}
        {paper && paper.uses.length > 0 && !paper.locked && (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('editor.used', { count: paper.uses.length })} />
        )}
        <Typography.Paragraph type="secondary">{t(`kind.${kind}Hint`)}</Typography.Paragraph>
        <Form form={form} layout="vertical" name="paper" initialValues={initial}>
          <PaperFields kind={kind} />
          <Form.List name="sections">
            {(fields, { add, remove, move }) => (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <SectionCard
                    key={field.key}
                    field={field}
                    index={index}
                    count={fields.length}
                    kind={kind}
                    paperBankIds={bankIds}
                    items={items}
                    stock={stock.data?.sections[index]?.rules}
                    onMove={(to) => move(index, to)}
                    onRemove={() => remove(index)}
                    onPick={() => setPickerFor(index)}
                  />
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add(newSection(kind, t('editor.sectionTitle', { n: fields.length + 1 })))}
                >
                  {t('editor.addSection')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form>
      </Card>
      <PaperSummary
        total={total}
        count={count}
        seconds={seconds}
        duration={values.duration}
        hasRules={hasRules}
        problems={problems.map(problemText)}
        saving={saving}
        onSave={() => void save()}
      />
      <ItemPicker
        open={pickerFor !== undefined}
        bankIds={bankIds}
        kind={kind}
        taken={new Set(itemIds)}
        onAdd={(rows) => addItems(pickerFor!, rows)}
        onClose={() => setPickerFor(undefined)}
      />
    </div>
  );
}
