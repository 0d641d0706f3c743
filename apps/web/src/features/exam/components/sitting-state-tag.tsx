import type { RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The colour of each state of a seated candidate (spec §4); the tag always carries the state's name too. */
export const SITTING_STATE_COLOURS: Record<RosterState, string> = {
  notSignedIn: 'default',
  signedIn: 'cyan',
  inExam: 'processing',
  interrupted: 'warning',
  completed: 'success',
  absent: 'default',
  forceSubmitted: 'error',
};

/** A seated candidate's state as a coloured tag with its name. */
export function SittingStateTag({ state }: { state: RosterState }) {
  const { t } = useTranslation('exam');
  return <Tag color={SITTING_STATE_COLOURS[state]}>{t(`sittingState.${state}`)}</Tag>;
}
