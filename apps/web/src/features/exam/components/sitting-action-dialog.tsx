import { isErrorCode, errorMessage } from '@cloud-exam/contract/errors';
import {
  CONTROL_REASON_MAX,
  type ControlResult,
  EXTRA_MINUTES_MAX,
  PAUSE_MAX_MINUTES,
  sittingControlApi,
} from '@cloud-exam/contract/sitting/sitting-control';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { Alert, Form, Input, InputNumber, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import { EditDialog } from '../../../components/list/edit-dialog';
import { useEditDialog } from '../../../components/list/use-edit-dialog';
import { useFeedback } from '../../../components/feedback';
import { currentLanguage } from '../../../i18n/i18n';

/** What an invigilator may do to sittings on exam day (spec §4): each takes a reason, some minutes. */
export type SittingAction = 'pause' | 'resume' | 'extraTime' | 'forceSubmit' | 'withdraw' | 'lock' | 'unlock';
/** Whom it reaches: the session, a room of it, or chosen candidates; `who` words it for the dialog. */
export type ActionTarget = { sessionId: string; roomId?: string; candidateIds?: string[]; who: string };
type Request = { action: SittingAction; target: ActionTarget };
type Values = { minutes?: number; reason: string };

const MINUTES_MAX: Partial<Record<SittingAction, number>> = { pause: PAUSE_MAX_MINUTES, extraTime: EXTRA_MINUTES_MAX };
/** Actions that cannot be taken back by the next action: asked once more in words. */
const GRAVE: SittingAction[] = ['forceSubmit', 'withdraw'];

function send({ action, target }: Request, { minutes, reason }: Values): Promise<ControlResult | { done: number; skipped: [] }> {
  const { sessionId, roomId, candidateIds } = target;
  const to = { sessionId, reason, ...(roomId ? { roomId } : {}), ...(candidateIds ? { candidateIds } : {}) };
  switch (action) {
    case 'lock':
    case 'unlock':
      return call(sittingControlApi.lock, { sessionId, locked: action === 'lock', reason }).then((r) => ({ done: r.done, skipped: [] }));
    case 'pause':
      return call(sittingControlApi.pause, { ...to, minutes: minutes! });
    case 'extraTime':
      return call(sittingControlApi.extraTime, { ...to, minutes: minutes! });
    case 'withdraw':
      return call(sittingControlApi.withdraw, { ...to, candidateIds: candidateIds ?? [] });
    default:
      return call(sittingControlApi[action], to);
  }
}

/**
 * The dialog of an invigilator's action on sittings: the reason (kept in each candidate's record and the audit log,
 * and the candidate is told at once), the minutes where the action takes them; once done, how many it reached and,
 * one by one, who was skipped and why. `show(action, target)` opens it.
 */
export function useSittingActionDialog() {
  const { t } = useTranslation(['exam', 'list']);
  const { modal } = useFeedback();
  const dialog = useEditDialog<Request, Values, ControlResult>({
    toValues: (r) => ({ minutes: r?.action === 'pause' ? PAUSE_MAX_MINUTES : r?.action === 'extraTime' ? 10 : undefined }),
    save: (values, r) => send(r!, values),
    saved: (result) => {
      if (result.skipped.length)
        modal.warning({
          title: t('sittingAction.skippedTitle', { count: result.skipped.length }),
          content: (
            <List
              size="small"
              dataSource={result.skipped}
              renderItem={(s) => (
                <List.Item>
                  {s.name}（{s.admissionNumber}）：
                  {isErrorCode(s.code) ? errorMessage(s.code, currentLanguage(), { name: s.name }) : s.code}
                </List.Item>
              )}
            />
          ),
        });
      return t('sittingAction.done', { count: result.done });
    },
    refresh: [sittingControlApi.list, sittingOverviewApi.overview],
  });
  const request = dialog.row;
  const max = request && MINUTES_MAX[request.action];
  const element = (
    <EditDialog
      dialog={dialog}
      name="sittingAction"
      addTitle=""
      editTitle={request ? t(`sittingAction.title.${request.action}`, { who: request.target.who }) : ''}
      okText={request ? t(`sittingAction.ok.${request.action}`) : undefined}
    >
      {request && GRAVE.includes(request.action) && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t(`sittingAction.warning.${request.action}`)} />
      )}
      {max && (
        <Form.Item
          name="minutes"
          label={t('sittingAction.minutes')}
          extra={t('sittingAction.minutesHint', { max })}
          rules={[{ required: true, message: t('list:required', { field: t('sittingAction.minutes') }) }]}
        >
          <InputNumber min={1} max={max} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('sittingAction.reason')}
        extra={t('sittingAction.reasonHint')}
        rules={[{ required: true, whitespace: true, message: t('list:required', { field: t('sittingAction.reason') }) }]}
      >
        <Input.TextArea maxLength={CONTROL_REASON_MAX} showCount rows={2} />
      </Form.Item>
    </EditDialog>
  );
  return { show: (action: SittingAction, target: ActionTarget) => dialog.show({ action, target }), element };
}
