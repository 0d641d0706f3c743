import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { type CollectComponent, type CollectField, collectFormProblems, collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import { id as idSchema } from '@cloud-exam/contract/fields';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Drawer, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery, keyOf } from '../../../api/call';
import { MissingCard } from '../../../components/missing-card';
import { useFeedback } from '../../../components/feedback';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { useNamedExam } from '../api';
import { type Draft, draftOf, fromComponent } from '../components/collect-draft';
import { FieldList } from '../components/collect-field-list';
import { ComponentLibrary } from '../components/collect-library';
import { FormPreview } from '../components/collect-preview';
import { FieldProperties } from '../components/collect-properties';

/** The exam's information form (spec §2 editExamCollectInfo): component library, the fields in order, a field's properties. */
export default function CollectInfoPage() {
  const { id = '' } = useViewParams<'id'>();
  const { t } = useTranslation('exam');
  const valid = idSchema.safeParse(id).success;
  const form = useQuery({ ...endpointQuery(collectInfoApi.form, { id }), enabled: valid });
  const library = useQuery(endpointQuery(collectInfoApi.components));
  const exam = useNamedExam(id, valid);
  if (!valid || form.isError || exam.isError) return <MissingCard title={t('collect.missing')} />;
  if (!form.data || !library.data || !exam.data) return <Skeleton active />;
  return (
    <CollectEditor
      key={form.dataUpdatedAt}
      examId={id}
      examName={exam.data.examName}
      published={exam.data.published}
      fields={form.data}
      library={library.data}
    />
  );
}

function CollectEditor({
  examId,
  examName,
  published,
  fields,
  library,
}: {
  examId: string;
  examName: string;
  published: boolean;
  fields: CollectField[];
  library: CollectComponent[];
}) {
  const { t } = useTranslation('exam');
  const lang = currentLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => fields.map(draftOf));
  const [selected, setSelected] = useState<string | undefined>(fields[0]?.id);
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  const current = drafts.find((d) => d.key === selected);
  const used = new Set(drafts.map((d) => d.componentId));
  const problems = useMemo(() => collectFormProblems(drafts), [drafts]);

  const add = (c: CollectComponent) => {
    if (published || (c.unique && used.has(c.id))) return;
    const draft = fromComponent(c);
    setDrafts((list) => [...list, draft]);
    setSelected(draft.key);
  };
  const change = (key: string, patch: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const standard = (key: string, patch: Partial<Draft['collectImageStandard']>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, collectImageStandard: { ...d.collectImageStandard, ...patch } } : d)));
  const remove = (key: string) => {
    setDrafts((list) => list.filter((d) => d.key !== key));
    if (selected === key) setSelected(undefined);
  };
  const move = (from: number, to: number) =>
    setDrafts((list) => {
      const next = [...list];
      const [row] = next.splice(from, 1);
      next.splice(to, 0, row!);
      return next;
    });

  async function save() {
    if (problems.length) return;
    setSaving(true);
    try {
      await call(collectInfoApi.save, {
        projectId: examId,
        fields: drafts.map((d) => ({
          id: d.id,
          componentId: d.componentId,
          title: d.title,
          defaultValue: d.defaultValue,
          description: d.description,
          optionList: d.optionList,
          required: d.required,
          editable: d.editable,
          visible: d.visible,
          collectImageStandard: {
            minWordNum: d.collectImageStandard.minWordNum,
            maxWordNum: d.collectImageStandard.maxWordNum,
            maxUploadNum: d.collectImageStandard.maxUploadNum,
          },
        })),
      });
      message.success(t('collect.saved'));
      await queryClient.invalidateQueries({ queryKey: keyOf(collectInfoApi.form) });
    } catch {
      // the request client has told the user why
    } finally {
      setSaving(false);
    }
  }

  const problemText = (p: (typeof problems)[number]) => {
    const title = drafts[p.index]?.title || t('collect.untitled');
    return `${title}: ${errorMessage(ErrorCodes[p.code], lang, { title, ...p.params })}`;
  };
  const nameOf = (key: string) => {
    const at = drafts.findIndex((d) => d.key === key);
    return `${at + 1}. ${drafts[at]?.title || t('collect.untitled')}`;
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('collect.heading', { name: examName })}
          </Typography.Title>
          <Space>
            <Button icon={<EyeOutlined aria-hidden />} onClick={() => setPreviewing(true)} disabled={!drafts.length}>
              {t('collect.preview')}
            </Button>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} disabled={problems.length > 0} onClick={save}>
              {t('collect.save')}
            </Button>
          </Space>
        </Space>
        {published && <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('collect.publishedHint')} />}
        {problems.length > 0 && (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            message={t('collect.problems')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problems.map((p, i) => (
                  <li key={i}>{problemText(p)}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <ComponentLibrary library={library} used={used} published={published} onAdd={add} />
        </Col>
        <Col xs={24} md={10}>
          <FieldList
            drafts={drafts}
            selected={selected}
            published={published}
            nameOf={nameOf}
            onSelect={setSelected}
            onRemove={remove}
            onMove={move}
            onDropComponent={(id) => {
              const component = library.find((c) => c.id === id);
              if (component) add(component);
            }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('collect.properties')}>
            {current ? (
              <FieldProperties key={current.key} draft={current} change={change} standard={standard} />
            ) : (
              <Empty description={t('collect.noSelection')} />
            )}
          </Card>
        </Col>
      </Row>
      <Drawer open={previewing} onClose={() => setPreviewing(false)} title={t('collect.previewTitle')} width={480} destroyOnHidden>
        {previewing && <FormPreview drafts={drafts} />}
      </Drawer>
    </Space>
  );
}
