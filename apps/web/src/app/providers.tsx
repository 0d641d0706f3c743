import type { Language } from '@cloud-exam/contract/languages';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ConfigProvider, Spin, theme as antdTheme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeedback } from '../api/feedback';
import { feedback, FeedbackHost } from '../components/feedback';
import { loadAntdLocale } from '../i18n/antd-locale';
import { currentLanguage } from '../i18n/i18n';
import { componentSizeOf, skinQuery } from '../auth/skin';
import { useMediaQuery } from '../lib/use-media-query';
import { themeFor } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** Hands antd's modal and message to the request layer. */
function FeedbackBridge() {
  const { t } = useTranslation();
  useEffect(() => {
    registerFeedback({
      alert: ({ title, content, onOk }) => {
        feedback.modal.error({ title, content, okText: t('ok'), onOk, afterClose: onOk });
      },
      error: (text) => feedback.message.error(text),
    });
  }, [t]);
  return null;
}

/** The class under which antd declares the theme's CSS variables (named here so that AppText can carry it). */
const CSS_VAR_KEY = 'cloud-exam-theme';

/**
 * What antd's App gives the page around it: the theme's text colour, size, line height and font, and the classes
 * under which antd's shared styles (links) and the theme's CSS variables apply.
 */
function AppText({ children }: { children: ReactNode }) {
  const { token, hashId } = antdTheme.useToken();
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return (
    <div className={`${hashId} ${CSS_VAR_KEY}`} style={{ color, fontSize, lineHeight, fontFamily }}>
      {children}
    </div>
  );
}

/** antd's theme: spec §9's colours, overridden by the signed-in user's skin once it is loaded. */
function Themed({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Fetched by the guard after sign-in; this observer only follows it.
  const skin = useQuery({ ...skinQuery, enabled: false }).data ?? {};
  // A user who asked their system for less motion gets none: dialogs, menus and messages appear without animating.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(() => {
    const base = themeFor({ primary: skin.primary, success: skin.success, warning: skin.warning, danger: skin.danger });
    return { ...base, token: { ...base.token, motion: !reducedMotion }, cssVar: { key: CSS_VAR_KEY } };
  }, [skin.primary, skin.success, skin.warning, skin.danger, reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={componentSizeOf(skin.size)}>
      {children}
    </ConfigProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  // Subscribing re-renders on a language change, so that antd and dayjs follow it.
  useTranslation();
  const [locale, setLocale] = useState<Locale>();
  const language = currentLanguage();

  useEffect(() => {
    let active = true;
    void loadAntdLocale(language).then((l) => active && setLocale(l));
    document.documentElement.lang = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja', ko: 'ko' }[language satisfies Language];
    return () => {
      active = false;
    };
  }, [language]);

  // The app mounts once antd's locale is there: giving ConfigProvider a locale later would remount every page,
  // and a sign-in form typed into in that moment would lose what was typed.
  if (!locale) return <Spin fullscreen />;
  return (
    <QueryClientProvider client={queryClient}>
      <Themed locale={locale}>
        <AppText>
          <FeedbackBridge />
          {children}
        </AppText>
        <FeedbackHost />
      </Themed>
    </QueryClientProvider>
  );
}
