import type { Language } from '@cloud-exam/contract/languages';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFeedback } from '../api/feedback';
import { loadAntdLocale } from '../i18n/antd-locale';
import { currentLanguage } from '../i18n/i18n';
import { componentSizeOf, skinQuery } from './skin';
import { themeFor } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** Hands antd's modal and message to the request layer. */
function FeedbackBridge() {
  const { modal, message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    registerFeedback({
      alert: ({ title, content, onOk }) => {
        modal.error({ title, content, okText: t('ok'), onOk, afterClose: onOk });
      },
      error: (text) => void message.error(text),
    });
  }, [modal, message, t]);
  return null;
}

/** antd's theme: spec §9's colours, overridden by the signed-in user's skin once it is loaded. */
function Themed({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Fetched by the guard after sign-in; this observer only follows it.
  const skin = useQuery({ ...skinQuery, enabled: false }).data ?? {};
  const theme = useMemo(
    () => themeFor({ primary: skin.primary, success: skin.success, warning: skin.warning, danger: skin.danger }),
    [skin.primary, skin.success, skin.warning, skin.danger],
  );
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
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </Themed>
    </QueryClientProvider>
  );
}
