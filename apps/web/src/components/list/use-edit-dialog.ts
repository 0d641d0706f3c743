import type { EndpointDef } from '@cloud-exam/contract/endpoint';
import { useFeedback } from '../feedback';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf } from '../../api/call';
import { told } from '../use-submit';

/** Refreshes every read of these endpoints, whatever page or filter it was made with. */
export function useRefresh(endpoints: Pick<EndpointDef, 'path'>[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
}

/**
 * The add/edit dialog of a list: `show()` adds, `show(row)` edits; `submit` validates, saves, says so (`saved`
 * words it from the answer when "saved" does not say what happened), closes and refreshes the reads of the
 * `refresh` endpoints.
 */
export function useEditDialog<Row, Values, Answer = unknown>({
  toValues,
  save,
  saved,
  refresh,
}: {
  toValues: (row?: Row) => Partial<Values>;
  save: (values: Values, row?: Row) => Promise<Answer>;
  saved?: (answer: Answer) => string | undefined;
  refresh: Pick<EndpointDef, 'path'>[];
}) {
  const { t } = useTranslation('list');
  const { message } = useFeedback();
  const refreshAll = useRefresh(refresh);
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<{ row?: Row }>();
  return {
    form,
    open: editing !== undefined,
    row: editing?.row,
    show: (row?: Row) => {
      setEditing({ row });
      form.setFieldsValue(toValues(row) as Parameters<typeof form.setFieldsValue>[0]);
    },
    close: () => setEditing(undefined),
    // A rule broken in the form, or a refusal, leaves the dialog open with what was typed.
    submit: () =>
      told(async () => {
        const values = await form.validateFields();
        const answer = await save(values, editing?.row);
        message.success(saved?.(answer) ?? t('saved'));
        setEditing(undefined);
        await refreshAll();
      }),
  };
}

/** Runs a row action, says it is done and refreshes the reads of the `refresh` endpoints. */
export function useRowAction(refresh: Pick<EndpointDef, 'path'>[]) {
  const { message } = useFeedback();
  const refreshAll = useRefresh(refresh);
  /**
   * Answers whether it was done (a refusal has been told to the user). `done` is the success message, or makes it
   * from the answer (none when it answers nothing).
   */
  return async <T>(work: Promise<T>, done: string | ((answer: T) => string | undefined)) =>
    !!(await told(async () => {
      const answer = await work;
      const said = typeof done === 'string' ? done : done(answer);
      if (said) message.success(said);
      await refreshAll();
      return true;
    }));
}
