import type { Language } from '@cloud-exam/contract/languages';

/** The renderer's own few words, in the interface languages (the package carries no i18n setup of its own). */
const TEXTS = {
  upload: { zh: '上传', en: 'Upload', es: 'Subir', ja: 'アップロード', ko: '업로드' },
  uploadNamed: { zh: '上传{title}', en: 'Upload {title}', es: 'Subir {title}', ja: '{title}をアップロード', ko: '{title} 업로드' },
  uploadFailed: {
    zh: '{name}上传失败',
    en: '{name} could not be uploaded',
    es: 'No se pudo subir {name}',
    ja: '{name}をアップロードできませんでした',
    ko: '{name}을(를) 업로드하지 못했습니다',
  },
  choose: { zh: '请选择', en: 'Choose', es: 'Elija', ja: '選択してください', ko: '선택하세요' },
  enter: { zh: '请输入', en: 'Enter', es: 'Introduzca', ja: '入力してください', ko: '입력하세요' },
} as const satisfies Record<string, Record<Language, string>>;

export function text(lang: Language, key: keyof typeof TEXTS, params: Record<string, string> = {}) {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
