import { DIFFICULTY_LEVELS, ITEM_TYPE_CODES, type ItemTypeCode } from '@cloud-exam/contract/bank/item';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * How items are named on every bank page and in the item editor: the nine types (`bank:itemType.<code>`) and the
 * five difficulty levels (`bank:difficulty.<n>`), in the user's language.
 */
export function useItemLabels() {
  const { t } = useTranslation('bank');
  const typeLabel = (code: ItemTypeCode) => t(`itemType.${code}`);
  const difficultyLabel = (level: number) => t(`difficulty.${level}`, { defaultValue: String(level) });
  return {
    typeLabel,
    typeOptions: ITEM_TYPE_CODES.map((code) => ({ value: code, label: typeLabel(code) })),
    difficultyLabel,
    difficultyOptions: DIFFICULTY_LEVELS.map((level) => ({ value: level, label: `${level} · ${difficultyLabel(level)}` })),
  };
}

/** A difficulty as five stars, named in words for a screen reader and on hover. */
export function DifficultyStars({ level }: { level: number }) {
  const { t } = useTranslation('bank');
  const { token } = theme.useToken();
  const name = t('item.difficultyOf', { level: t(`difficulty.${level}`, { defaultValue: String(level) }) });
  return (
    <span role="img" aria-label={name} title={name} style={{ whiteSpace: 'nowrap', letterSpacing: 1 }}>
      <span style={{ color: token.colorWarningText }}>{'★'.repeat(level)}</span>
      <span style={{ color: token.colorTextDescription }}>{'☆'.repeat(Math.max(0, 5 - level))}</span>
    </span>
  );
}
