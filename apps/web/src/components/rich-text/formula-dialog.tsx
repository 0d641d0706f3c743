import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Formula } from './formula';
import { latexError } from './latex';

export type FormulaDraft = { latex: string; display: boolean; pos?: number };

/** Writes or edits a formula: its LaTeX, whether it stands on its own line, and a live KaTeX preview. */
export function FormulaDialog({
  draft,
  onSave,
  onClose,
}: {
  draft: FormulaDraft;
  onSave: (latex: string, display: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('rich-text');
  const id = useId();
  const [latex, setLatex] = useState(draft.latex);
  const [display, setDisplay] = useState(draft.display);
  const source = latex.trim();
  const error = useMemo(() => (source ? latexError(source) : undefined), [source]);
  return (
    <Modal
      open
      title={t(draft.pos === undefined ? 'formula.insert' : 'formula.edit')}
      onOk={() => onSave(source, display)}
      okButtonProps={{ disabled: !source }}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('formula.latex')} htmlFor={id} extra={t('formula.hint')}>
          <Input.TextArea
            id={id}
            value={latex}
            onChange={(e) => setLatex(e.target.value)}
            autoSize={{ minRows: 3 }}
            autoFocus
            spellCheck={false}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={display} onChange={(e) => setDisplay(e.target.checked)}>
            {t('formula.display')}
          </Checkbox>
        </Form.Item>
        <Form.Item label={t('formula.preview')}>
          <div className="rich-text-formula-preview">{source && <Formula latex={source} display={display} />}</div>
          {error && (
            <Typography.Text type="danger" role="alert">
              {t('formula.error', { reason: error })}
            </Typography.Text>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
