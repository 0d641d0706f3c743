import type { Language } from '@cloud-exam/contract/languages';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

/** antd's and dayjs's locale follow the interface language; each is loaded when first chosen. */
const loaders: Record<Language, () => Promise<[{ default: Locale }, unknown]>> = {
  zh: () => Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]),
  en: () => Promise.all([import('antd/es/locale/en_US'), Promise.resolve()]),
  es: () => Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]),
  ja: () => Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]),
  ko: () => Promise.all([import('antd/es/locale/ko_KR'), import('dayjs/locale/ko')]),
};
const DAYJS_NAME: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja', ko: 'ko' };

export async function loadAntdLocale(lng: Language): Promise<Locale> {
  const [antd] = await loaders[lng]();
  dayjs.locale(DAYJS_NAME[lng]);
  return antd.default;
}
