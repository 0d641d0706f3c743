import { examApi } from '@cloud-exam/contract/exam/exam';
import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import {
  BREAK_RULE_SETS,
  CONFIG_GROUPS,
  type ConfigKey,
  type ConfigProblem,
  type ConfigValue,
  type ConfigValues,
  type configOptions,
  configProblems,
  defaultConfig,
  examConfigApi,
  needsMet,
  problemParams,
  resolveConfig,
  toConfigList,
} from '@cloud-exam/contract/exam/exam-config';
import { errorMessage, ErrorCodes } from '@cloud-exam/contract/errors';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../../../api/call';
import { useExamTimes } from '../../../components/date-time';
import { useFeedback } from '../../../components/feedback';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useViewParams } from '../../../components/view-location';
import { currentLanguage } from '../../../i18n/i18n';
import { useViewName } from '../../../layout/tags-view-store';
import { KeyListInput } from '../components/key-list-input';

/** An option as `kw/config/list` answers it, named in the caller's language. */
type Option = ReturnType<typeof configOptions>[number];

const valuesOf = (list: { configKey: string; configValue: ConfigValue }[]) =>
  resolveConfig(Object.fromEntries(list.map((e) => [e.configKey, e.configValue])));

/**
 * An exam's configuration: the options the server answers (`kw/config/list`, in the interface language: read again
 * when it changes) in five cards (sign-in, proctoring, behaviour, answering, results), each a
 * control with its name and a line of help; an option that depends on another is disabled, with the reason, while it
 * cannot apply; "after a date" shows its date, Safe Exam Browser its Config Keys (one a line). The contract's `configProblems` checks the values here as the server
 * does, and each problem is shown at its option.
 */
export default function ExamConfigPage() {
  const { id = '' } = useViewParams<'id'>();
  const { t } = useTranslation(['exam', 'list']);
  const { message } = useFeedback();
  const times = useExamTimes();
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const configQuery = endpointQuery(examConfigApi.query, { id });
  const saved = useQuery({ ...configQuery, enabled: !!id });
  const exam = useQuery({ ...endpointQuery(examApi.baseInfo, { id }), enabled: !!id });
  useViewName(exam.data?.examName);
  // Both are named in the language of the call: keyed by it, so switching language reads them again.
  const options = useQuery({
    queryKey: [examConfigApi.list.path, null, lang],
    queryFn: () => call(examConfigApi.list, undefined, { loading: false }),
    placeholderData: keepPreviousData,
  });
  const ruleSets = useQuery({
    queryKey: [sittingDisciplineApi.rules.path, null, lang],
    queryFn: () => call(sittingDisciplineApi.rules, undefined, { loading: false }),
    placeholderData: keepPreviousData,
  });
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
  if (options.isError && !options.data)
    return (
      <Alert
        type="error"
        showIcon
        title={t('config.optionsFailed')}
        action={
          <Button size="small" onClick={() => void options.refetch()}>
            {t('config.retry')}
          </Button>
        }
      />
    );
  if (!values || !exam.data || !options.data) return <Spin style={{ display: 'block', margin: 48 }} />;

  const list = options.data;
  const nameOf = (key: string) => list.find((o) => o.configKey === key)?.name ?? key;
  /** An option's value: the exam's, or the default the server gives for one this page does not keep. */
  const valueOf = (o: Option) => (o.configKey in values ? values[o.configKey as ConfigKey] : o.defaultValue);
  const applies = (o: Option) => !o.needs || needsMet({ ...o, options: undefined }, values);
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
  const reasonOf = (o: Option) => {
    if (!o.needs || applies(o)) return undefined;
    const other = list.find((x) => x.configKey === o.needs!.configKey);
    return other?.type === 'number'
      ? t('config.needsNumber', { name: nameOf(o.needs.configKey) })
      : t('config.needsOn', { name: nameOf(o.needs.configKey) });
  };

  const control = (o: Option, disabled: boolean) => {
    const key = o.configKey as ConfigKey;
    const value = valueOf(o);
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
        const choices = (o.options ?? []).map((c) => ({ value: c.value, label: c.name }));
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
            value={typeof value === 'string' ? times.toPicker(value) : null}
            onChange={(d) => set(key, d ? times.fromPicker(d.second(0).millisecond(0)) : null)}
          />
        );
      case 'ruleSet': {
        const chosen = ruleSets.data?.sets.find((s) => s.id === value);
        return (
          <Space orientation="vertical" size={4}>
            <Select
              id={fieldId}
              style={{ width: 240 }}
              loading={ruleSets.isLoading}
              value={value as string}
              options={(ruleSets.data?.sets ?? BREAK_RULE_SETS.map((s) => ({ id: s.id, name: s.id }))).map((s) => ({
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
      case 'keyList':
        return <KeyListInput id={fieldId} value={Array.isArray(value) ? value : []} onChange={(keys) => set(key, keys)} />;
    }
  };

  const item = (o: Option) => {
    const key = o.configKey as ConfigKey;
    // The date of "after a date" appears only then, and the keys of what takes keys.
    if ((o.type === 'date' || o.type === 'keyList') && !applies(o)) return null;
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
        extra={reason ?? o.description}
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
        {CONFIG_GROUPS.filter((group) => list.some((o) => o.group === group)).map((group) => (
          <Card
            key={group}
            title={t(`config.group.${group}`)}
            // The dates shown here are exam times: the zone is said once, beside the group's title.
            extra={list.some((o) => o.group === group && o.type === 'date' && applies(o)) && <TimeZoneNote />}
            style={{ marginBottom: 16 }}
          >
            {list.filter((o) => o.group === group).map(item)}
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
