import { PAPER_KINDS, type PaperKind } from '@cloud-exam/contract/paper/paper';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const KIND_COLOURS: Record<PaperKind, string> = { fixed: 'blue', random: 'purple', personality: 'cyan' };

/** How the three kinds of paper are named on every paper page. */
export function usePaperKinds() {
  const { t } = useTranslation('paper');
  const kindLabel = (kind: PaperKind) => t(`kind.${kind}`);
  return { kindLabel, kindOptions: PAPER_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })) };
}

export function KindTag({ kind }: { kind: PaperKind }) {
  const { kindLabel } = usePaperKinds();
  return (
    <Tag color={KIND_COLOURS[kind]} bordered={false} style={{ marginInlineEnd: 0 }}>
      {kindLabel(kind)}
    </Tag>
  );
}
