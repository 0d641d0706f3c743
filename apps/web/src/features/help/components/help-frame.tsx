import { MIN_PAGE_WIDTH_NAV1_PX } from '@cloud-exam/contract/constants';
import { HELP_KEYWORD_MAX } from '@cloud-exam/contract/help/help';
import { Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppHeader } from '../../../layout/app-header';
import { ToolStrip } from '../../../layout/tool-strip';
import { HELP_SEARCH_PATH } from '../paths';

/** The help centre's public frame: the portal's transparent header over a search banner, then the page. */
export function HelpFrame({ keyword, children }: { keyword?: string; children: ReactNode }) {
  const { t } = useTranslation(['portal', 'common']);
  const navigate = useNavigate();
  return (
    <div style={{ minWidth: MIN_PAGE_WIDTH_NAV1_PX, minHeight: '100vh', background: '#f4f7fc', display: 'flex', flexDirection: 'column' }}>
      <AppHeader navType={1} />
      <section
        style={{
          padding: '112px 10% 40px',
          color: '#fff',
          textAlign: 'center',
          background: 'linear-gradient(135deg, #2980FF 0%, #0f3f9e 100%)',
        }}
      >
        <Typography.Title level={1} style={{ color: '#fff', fontSize: 32, margin: '0 0 20px' }}>
          {t('help.title')}
        </Typography.Title>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          size="large"
          enterButton={t('help.search')}
          placeholder={t('help.searchPlaceholder')}
          aria-label={t('help.searchPlaceholder')}
          maxLength={HELP_KEYWORD_MAX}
          style={{ maxWidth: 640 }}
          onSearch={(value) => {
            const words = value.trim();
            if (words) navigate(`${HELP_SEARCH_PATH}?${new URLSearchParams({ keyword: words })}`);
          }}
        />
      </section>
      <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px' }}>{children}</main>
      <footer style={{ padding: '24px 10%', color: '#5d6676', textAlign: 'center' }}>
        © {new Date().getFullYear()} {t('common:appTitle')}
      </footer>
      <ToolStrip />
    </div>
  );
}
