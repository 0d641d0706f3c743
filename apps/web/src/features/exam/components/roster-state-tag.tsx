import type { RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The colour of each state of a seated candidate (its text says the state too, never the colour alone). */
export const STATE_COLOURS: Record<RosterState, string> = {
  notSignedIn: 'default',
  signedIn: 'cyan',
  inExam: 'processing',
  interrupted: 'warning',
  completed: 'success',
  forceSubmitted: 'error',
  absent: 'default',
};

/** A seated candidate's state on exam day (spec §4), as a tag. */
export function RosterStateTag({ state }: { state: RosterState }) {
  const { t } = useTranslation('exam');
  return <Tag color={STATE_COLOURS[state]}>{t(`sittingState.${state}`)}</Tag>;
}
