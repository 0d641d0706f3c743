import { examApi } from '@cloud-exam/contract/exam/exam';
import {
  BREAK_RULE_SETS,
  CONFIG_CHOICE_TEXTS,
  CONFIG_GROUPS,
  CONFIG_OPTIONS,
  CONFIG_TEXTS,
  type ConfigKey,
  type ConfigOption,
  type ConfigProblem,
  type ConfigValue,
  type ConfigValues,
  configOption,
  configProblems,
  defaultConfig,
  examConfigApi,
  needsMet,
  problemParams,
  resolveConfig,
  toConfigList,
} from '@cloud-exam/contract/exam/exam-config';
import { errorMessage, ErrorCodes } from '@cloud-exam/contract/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Empty,
  Form,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { useViewName } from '../../../layout/tags-view-store';

const valuesOf = (list: { configKey: string; configValue: ConfigValue }[]) =>
  resolveConfig(Object.fromEntries(list.map((e) => [e.configKey, e.configValue])));

/**
 * An exam's configuration: the options in five cards (sign-in, proctoring, behaviour, answering, results), each a
 * control with its name and a line of help; an option that depends on another is disabled, with the reason, while it
 * cannot apply; "after a date" shows its date. The contract's `configProblems` checks the values here as the server
 * does, and each problem is shown at its option.
 */
export default function ExamConfigPage() {
  const { id = '' } = useViewParams<'id'>();
  const { t } = useTranslation(['exam', 'list']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const configQuery = endpointQuery(examConfigApi.query, { id });
  const saved = useQuery({ ...configQuery, enabled: !!id });
  const exam = useQuery({ ...endpointQuery(examApi.baseInfo, { id }), enabled: !!id });
  useViewName(exam.data?.examName);
  const ruleSets = useQuery(endpointQuery(examConfigApi.breakRules));
  const [edited, setEdited] = useState<ConfigValues>();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const initial = useMemo(() => saved.data && valuesOf(saved.data.examConfigList), [saved.data]);
  const values = edited ?? initial;
  const durations = exam.data?.subjects.map((s) => s.duration) ?? [];
  const shortestDuration = durations.length ? Math.min(...durations) : undefined;
  const problems = useMemo(() => (values ? configProblems(values, { shortestDuration }) : []), [values, shortestDuration]);
  const dirty = !!edited && !!initial && JSON.stringify(edited) !== JSON.stringify(initial);

  if (saved.isError || exam.isError) return <Empty description={t('config.notFound')} style={{ margin: 48 }} />;
  if (!values || !exam.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const nameOf = (key: string) => CONFIG_TEXTS[key as ConfigKey]?.name[lang] ?? key;
  const messageOf = (p: ConfigProblem) => errorMessage(ErrorCodes[p.code], lang, problemParams(p, lang));
  const problemAt = (key: string) => (tried || touched.has(key) ? problems.find((p) => p.field === key) : undefined);
  const set = (key: ConfigKey, value: ConfigValue) => {
    setEdited({ ...values, [key]: value });
    setTouched(new Set(touched).add(key));
  };

  const save = async () => {
    setTried(true);
    if (problems.length) {
      message.error(t('config.fix', { count: problems.length }));
      return;
    }
    setSaving(true);
    try {
      const answer = await call(examConfigApi.update, { id, examConfigList: toConfigList(values) });
      queryClient.setQueryData(configQuery.queryKey, answer);
      setEdited(undefined);
      setTouched(new Set());
      setTried(false);
      message.success(t('list:saved'));
    } finally {
      setSaving(false);
    }
  };

  /** Why an option cannot apply now, or nothing. */
  const reasonOf = (o: ConfigOption) => {
    if (!o.needs || needsMet(o, values)) return undefined;
    const other = configOption(o.needs.configKey)!;
    return other.type === 'number'
      ? t('config.needsNumber', { name: nameOf(other.configKey) })
      : t('config.needsOn', { name: nameOf(other.configKey) });
  };

  const control = (o: ConfigOption, disabled: boolean) => {
    const key = o.configKey as ConfigKey;
    const value = values[key];
    const fieldId = `config-${key}`;
    switch (o.type) {
      case 'boolean':
        return <Switch id={fieldId} checked={value === true} disabled={disabled && value !== true} onChange={(v) => set(key, v)} />;
      case 'number':
        return (
          <InputNumber
            id={fieldId}
            min={o.min}
            max={o.max}
            precision={0}
            value={typeof value === 'number' ? value : null}
            onChange={(v) => set(key, v ?? 0)}
            suffix={t(`config.unit.${o.unit}`)}
            style={{ width: 200 }}
          />
        );
      case 'enum': {
        const choices = o.options!.map((c) => ({ value: c, label: CONFIG_CHOICE_TEXTS[c]?.[lang] ?? c }));
        return o.multiple ? (
          <Checkbox.Group
            aria-labelledby={`${fieldId}-label`}
            role="group"
            options={choices}
            value={Array.isArray(value) ? value : []}
            onChange={(v) => set(key, v as string[])}
          />
        ) : (
          <Radio.Group
            aria-labelledby={`${fieldId}-label`}
            options={choices}
            disabled={disabled}
            value={value}
            onChange={(e) => set(key, e.target.value as string)}
          />
        );
      }
      case 'date':
        return (
          <DatePicker
            id={fieldId}
            showTime
            format="YYYY-MM-DD HH:mm"
            value={typeof value === 'string' ? dayjs(value) : null}
            onChange={(d) => set(key, d ? d.second(0).millisecond(0).toISOString() : null)}
          />
        );
      case 'ruleSet': {
        const chosen = ruleSets.data?.find((s) => s.id === value);
        return (
          <Space orientation="vertical" size={4}>
            <Select
              id={fieldId}
              style={{ width: 240 }}
              loading={ruleSets.isLoading}
              value={value as string}
              options={(ruleSets.data ?? BREAK_RULE_SETS.map((s) => ({ id: s.id, name: s.id }))).map((s) => ({
                value: s.id,
                label: s.name,
              }))}
              onChange={(v: string) => set(key, v)}
            />
            {chosen && (
              <div aria-label={t('config.rulesOf', { name: chosen.name })}>
                <Typography.Text type="secondary">{chosen.description}</Typography.Text>
                <div style={{ marginTop: 4 }}>
                  {chosen.rules.map((r) => (
                    <Tag key={r.rule}>{r.name}</Tag>
                  ))}
                </div>
              </div>
            )}
          </Space>
        );
      }
    }
  };

  const item = (o: ConfigOption) => {
    const key = o.configKey as ConfigKey;
    // The date of "after a date" appears only then.
    if (o.type === 'date' && !needsMet(o, values)) return null;
    const reason = reasonOf(o);
    const problem = problemAt(key);
    const fieldId = `config-${key}`;
    return (
      <Form.Item
        key={key}
        label={<span id={`${fieldId}-label`}>{nameOf(key)}</span>}
        htmlFor={o.type === 'enum' ? undefined : fieldId}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? messageOf(problem) : undefined}
        extra={reason ?? CONFIG_TEXTS[key].description[lang]}
      >
        {control(o, !!reason)}
      </Form.Item>
    );
  };

  return (
    <Space orientation="vertical" size={16} style={{ display: 'flex', maxWidth: 860 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('config.heading', { name: exam.data.examName })}
      </Typography.Title>
      {exam.data.published && <Alert type="warning" showIcon title={t('config.published')} />}
      <Form layout="vertical" name="exam-config" component="div">
        {CONFIG_GROUPS.map((group) => (
          <Card key={group} title={t(`config.group.${group}`)} style={{ marginBottom: 16 }}>
            {(CONFIG_OPTIONS as readonly ConfigOption[]).filter((o) => o.group === group).map(item)}
          </Card>
        ))}
      </Form>
      <Space>
        <Button type="primary" loading={saving} onClick={save}>
          {t('list:action.save')}
        </Button>
        <Button disabled={!dirty} onClick={() => (setEdited(undefined), setTouched(new Set()), setTried(false))}>
          {t('config.undo')}
        </Button>
        <Button onClick={() => setEdited(defaultConfig())}>{t('config.restoreDefaults')}</Button>
        {dirty && <Typography.Text type="secondary">{t('config.unsaved')}</Typography.Text>}
      </Space>
    </Space>
  );
}
