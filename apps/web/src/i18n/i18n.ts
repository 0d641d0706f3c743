import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cloud-exam/contract/languages';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './namespaces';

const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Only the chosen language's namespaces are fetched, each as its own small chunk, and only those a page needs: common
 * at start, a public page's own with its code (router.tsx), every namespace with the console shell.
 */
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
    ns: ['common'],
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

/** The namespace of a key 'namespace:key'. */
export const namespaceOf = (key: string) => key.split(':')[0] ?? 'common';

/** Every namespace, for the console shell, whose menu, tags and pages use them all. */
export const loadAllNamespaces = () => i18n.loadNamespaces([...NAMESPACES]);
