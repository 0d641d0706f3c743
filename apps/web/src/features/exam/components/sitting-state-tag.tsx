import type { RosterState } from '@cloud-exam/contract/sitting/sitting-control';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
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

/**
 * A seated candidate's state as a tag with its name (and, when given, what follows it: a count). The state's colour is
 * the tag's tint; its text keeps the page's own colour, which the tints' light text colours would not be readable in.
 */
export function SittingStateTag({ state, children }: { state: RosterState; children?: ReactNode }) {
  const { t } = useTranslation('exam');
  const { token } = theme.useToken();
  return (
    <Tag color={SITTING_STATE_COLOURS[state]} style={{ color: token.colorText }}>
      {t(`sittingState.${state}`)}
      {children}
    </Tag>
  );
}
