import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api';
import en from './locales/en.json';
import es from './locales/es.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zh from './locales/zh.json';

/** The exam client's five languages; Chinese unless the candidate chose another on this computer. */
export const LANGUAGES = [
  { code: 'zh', name: '中文', html: 'zh-CN' },
  { code: 'en', name: 'English', html: 'en' },
  { code: 'es', name: 'Español', html: 'es' },
  { code: 'ja', name: '日本語', html: 'ja' },
  { code: 'ko', name: '한국어', html: 'ko' },
] as const;
const KEY = 'cloud-exam-candidate:lang';

const saved = localStorage.getItem(KEY);
const initial = LANGUAGES.some((l) => l.code === saved) ? saved! : 'zh';

const localeOf = (lang: string) => LANGUAGES.find((l) => l.code === lang)?.html ?? lang;

/** A time (or, `withDate`, a date and time) as the candidate's language writes it, in this computer's time zone. */
export const formatTime = (at: string | number, withDate = false) =>
  new Intl.DateTimeFormat(
    localeOf(i18next.language),
    withDate ? { dateStyle: 'medium', timeStyle: 'short' } : { timeStyle: 'medium' },
  ).format(new Date(at));

export function chooseLanguage(lang: string) {
  void i18next.changeLanguage(lang);
  localStorage.setItem(KEY, lang);
}

i18next.on('languageChanged', (lang) => {
  setApiLanguage(lang);
  document.documentElement.lang = localeOf(lang);
  document.title = i18next.t('title');
});

void i18next.use(initReactI18next).init({
  lng: initial,
  fallbackLng: 'zh',
  resources: { zh: { t: zh }, en: { t: en }, es: { t: es }, ja: { t: ja }, ko: { t: ko } },
  defaultNS: 't',
  interpolation: { escapeValue: false },
});
setApiLanguage(initial);
document.title = i18next.t('title');
document.documentElement.lang = localeOf(initial);
