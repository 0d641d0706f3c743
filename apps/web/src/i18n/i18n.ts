import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cloud-exam/contract/languages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './namespaces';

const LANGUAGE_STORAGE_KEY = 'language';

/** Only the chosen language's namespaces are fetched, each as its own small chunk. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** The language from storage, else the browser's, else zh (spec §1). */
export const i18nReady = i18n
  .use(LanguageDetector)
  .use(resourcesToBackend((lng: string, ns: string) => bundles[`../locales/${lng}/${ns}.json`]?.() ?? Promise.resolve({ default: {} })))
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (lng: string) => lng.split('-')[0] ?? lng,
    },
    react: { useSuspense: true },
  });

export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).split('-')[0] as Language;
  return LANGUAGES.includes(lng) ? lng : DEFAULT_LANGUAGE;
}

export function changeLanguage(lng: Language) {
  return i18n.changeLanguage(lng);
}

export { i18n };
