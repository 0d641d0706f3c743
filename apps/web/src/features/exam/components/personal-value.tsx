import { EyeOutlined } from '@ant-design/icons';
import { isMasked, type PersonalData } from '@cloud-exam/contract/personal-data';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePersonalData, useRevealsPersonalData } from '../api';

/**
 * A candidate's ID number, mobile or e-mail as pages answer it: masked, for every member. To a holder of gl_kw_pii a
 * masked value has an eye button beside it, which asks for the candidate's personal data whole (an audited call;
 * refused, with the reason, for a candidate outside their data rights) and shows it in its place — in every cell of
 * that candidate, which share the answer.
 */
export function PersonalValue({
  examCandidateId,
  kind,
  value,
}: {
  examCandidateId: string;
  kind: keyof PersonalData;
  value: string | null;
}) {
  const { t } = useTranslation('exam');
  const reveals = useRevealsPersonalData();
  const whole = usePersonalData(examCandidateId);
  const shown = whole.data ? whole.data[kind] : value;
  if (!shown) return '—';
  if (!reveals || whole.data || !isMasked(value)) return shown;
  return (
    <Space size={4}>
      {shown}
      <Button
        type="text"
        size="small"
        icon={<EyeOutlined />}
        loading={whole.isFetching}
        aria-label={t(`candidate.reveal.${kind}`)}
        title={t(`candidate.reveal.${kind}`)}
        onClick={() => void whole.refetch()}
      />
    </Space>
  );
}
