import { PlusOutlined } from '@ant-design/icons';
import {
  CONSEQUENCES,
  type Consequence,
  DEDUCTION_MAX,
  type DisciplineRule,
  sittingDisciplineApi,
} from '@cloud-exam/contract/sitting/sitting-discipline';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { useFeedback } from '../../../components/feedback';
import { ReadableTag } from '../../../components/readable-tag';
import { told } from '../../../components/use-submit';
import { ConsequenceTag } from './discipline-pieces';

type Values = { name: string; consequence: Consequence; points?: number | null; enabled: boolean };

/**
 * The institution's break rules: each with its default consequence (and points), enabled or not; a rule is added or
 * edited in the form below the list. Breaches recorded keep the rule's name and consequence they were recorded with.
 */
export function DisciplineRulesDialog({
  rules,
  open,
  onClose,
  onChanged,
}: {
  rules: DisciplineRule[];
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['exam', 'list']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const consequence = Form.useWatch('consequence', form);
  /** The rule edited, `null` for a new one, undefined while the form is closed. */
  const [editing, setEditing] = useState<DisciplineRule | null>();
  const [saving, setSaving] = useState(false);

  const edit = (rule: DisciplineRule | null) => setEditing(rule);
  const save = async () => {
    const v = await told(() => form.validateFields());
    if (!v) return;
    setSaving(true);
    try {
      const values = { ...v, name: v.name.trim(), points: v.consequence === 'deduction' ? (v.points ?? null) : null };
      const answer = await told(() =>
        editing ? call(sittingDisciplineApi.updateRule, { id: editing.id, ...values }) : call(sittingDisciplineApi.addRule, values),
      );
      if (!answer) return;
      message.success(t('discipline.rules.saved'));
      setEditing(undefined);
      onChanged();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('discipline.rules.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('discipline.rules.close')}</Button>}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('discipline.rules.hint')}</Typography.Paragraph>
      <Table<DisciplineRule>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rules}
        columns={[
          { title: t('discipline.rules.name'), dataIndex: 'name' },
          {
            title: t('discipline.consequence'),
            key: 'consequence',
            render: (_, r) => <ConsequenceTag consequence={r.consequence} points={r.points} />,
          },
          {
            title: t('discipline.status'),
            dataIndex: 'enabled',
            render: (v: boolean) => <ReadableTag>{v ? t('discipline.rules.enabled') : t('discipline.rules.disabled')}</ReadableTag>,
          },
          {
            title: t('list:action.title'),
            key: 'actions',
            render: (_, r) => (
              <Button type="link" onClick={() => edit(r)} aria-label={t('discipline.rules.editOf', { name: r.name })}>
                {t('discipline.rules.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing === undefined ? (
        <Button icon={<PlusOutlined />} style={{ marginTop: 16 }} onClick={() => edit(null)}>
          {t('discipline.rules.add')}
        </Button>
      ) : (
        <Form<Values>
          key={editing?.id ?? 'new'}
          form={form}
          layout="vertical"
          name="breakRule"
          style={{ marginTop: 16 }}
          initialValues={editing ? { ...editing } : { name: '', consequence: 'warning', points: null, enabled: true }}
        >
          <Typography.Title level={5}>
            {editing ? t('discipline.rules.editOf', { name: editing.name }) : t('discipline.rules.add')}
          </Typography.Title>
          <Space wrap align="start">
            <Form.Item
              name="name"
              label={t('discipline.rules.name')}
              rules={[{ required: true, whitespace: true, message: t('discipline.rules.nameRequired') }]}
            >
              <Input maxLength={50} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="consequence" label={t('discipline.consequence')}>
              <Select style={{ width: 180 }} options={CONSEQUENCES.map((c) => ({ value: c, label: t(`discipline.consequences.${c}`) }))} />
            </Form.Item>
            {consequence === 'deduction' && (
              <Form.Item
                name="points"
                label={t('discipline.form.points')}
                rules={[{ required: true, message: t('discipline.form.pointsRequired') }]}
              >
                <InputNumber min={0.1} max={DEDUCTION_MAX} step={0.5} precision={1} style={{ width: 120 }} />
              </Form.Item>
            )}
            <Form.Item name="enabled" label={t('discipline.rules.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('discipline.rules.save')}
            </Button>
            <Button onClick={() => setEditing(undefined)}>{t('discipline.rules.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
