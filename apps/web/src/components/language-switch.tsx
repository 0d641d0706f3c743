import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@cloud-exam/contract/languages';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';

/** Chooses the interface language; the choice is kept in local storage. Its name starts with what it shows (WCAG 2.5.3). */
export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`common:languages.${lng}`) })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('common:languageButton', { language: t(`common:languages.${current}`) })}
        style={light ? { color: '#fff' } : undefined}
      >
        {t(`common:languages.${current}`)}
      </Button>
    </Dropdown>
  );
}
