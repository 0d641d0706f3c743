import { createRequire } from 'node:module';
import { LANGUAGES, type Language } from '@cloud-exam/contract/languages';
import countries from 'i18n-iso-countries';

const requireJson = createRequire(import.meta.url);
for (const lang of LANGUAGES) countries.registerLocale(requireJson(`i18n-iso-countries/langs/${lang}.json`));

/** Nationalities and regions: ISO 3166 (GB/T 2659) three-letter codes, named by the i18n-iso-countries package; China first. */
function nationalities(): Entry[] {
  const codes = Object.keys(countries.getAlpha3Codes()).sort((a, b) => (a === 'CHN' ? -1 : b === 'CHN' ? 1 : a.localeCompare(b)));
  return codes.map((code) => {
    const name = (lang: Language) => countries.getName(code, lang) ?? code;
    return [code, [name('zh'), name('en'), name('es'), name('ja'), name('ko')]];
  });
}

/** A system default entry: its code and its label in zh, en, es, ja, ko (one label: the same in every language). */
type Entry = [code: string, labels: string | readonly [string, string, string, string, string]];

/** The dictionaries every institution starts with; an institution may relabel, reorder, hide or add entries. */
export const DICT_DEFAULTS: Record<string, Entry[]> = {
  // Ways an exam is sat, offered when an exam is made (names of at most 10 Chinese characters, spec §5).
  exam_method: [
    ['online', ['线上考试', 'Online', 'En línea', 'オンライン', '온라인']],
    ['onsite', ['线下机考', 'On-site computer-based', 'Presencial por ordenador', '会場でのCBT', '현장 컴퓨터 시험']],
    ['paper', ['纸笔考试', 'Paper-based', 'En papel', '筆記試験', '지필 시험']],
    ['remote', ['远程监考', 'Remotely proctored', 'Supervisión remota', 'リモート監督', '원격 감독']],
  ],
  // Codes 0 and 1 are the certificate types the ID-number rule of spec §5 knows.
  certificate_type: [
    ['0', ['居民身份证', 'Mainland ID card', 'Documento de identidad (China continental)', '中国本土の身分証', '중국 본토 신분증']],
    [
      '1',
      [
        '港澳台居民居住证/通行证',
        'Hong Kong, Macao or Taiwan permit',
        'Permiso de Hong Kong, Macao o Taiwán',
        '香港・マカオ・台湾の通行証',
        '홍콩·마카오·대만 통행증',
      ],
    ],
    ['2', ['护照', 'Passport', 'Pasaporte', 'パスポート', '여권']],
    [
      '3',
      [
        '外国人永久居留身份证',
        'Foreign permanent resident ID',
        'Tarjeta de residente permanente extranjero',
        '外国人永住者証',
        '외국인 영주권 신분증',
      ],
    ],
    ['4', ['军官证', 'Military officer ID', 'Identificación de oficial militar', '軍官証', '군 장교증']],
  ],
  gender: [
    ['1', ['男', 'Male', 'Hombre', '男性', '남']],
    ['2', ['女', 'Female', 'Mujer', '女性', '여']],
  ],
  education: [
    ['10', ['博士研究生', 'Doctorate', 'Doctorado', '博士課程', '박사']],
    ['20', ['硕士研究生', "Master's degree", 'Máster', '修士課程', '석사']],
    ['30', ['大学本科', "Bachelor's degree", 'Grado universitario', '学士', '학사']],
    ['40', ['大学专科', 'Associate degree', 'Título técnico superior', '短期大学', '전문학사']],
    ['50', ['中等专科', 'Vocational secondary', 'Formación profesional media', '中等専門学校', '중등 전문']],
    ['60', ['高中', 'Senior high school', 'Bachillerato', '高等学校', '고등학교']],
    ['70', ['初中', 'Junior high school', 'Secundaria', '中学校', '중학교']],
    ['80', ['小学', 'Primary school', 'Primaria', '小学校', '초등학교']],
  ],
  political_status: [
    ['01', ['中共党员', 'CPC member', 'Miembro del PCCh', '中国共産党員', '중국공산당원']],
    ['02', ['中共预备党员', 'CPC probationary member', 'Miembro en prueba del PCCh', '中国共産党予備党員', '중국공산당 예비당원']],
    ['03', ['共青团员', 'CYL member', 'Miembro de la Liga de la Juventud', '共産主義青年団員', '공청단원']],
    ['04', ['民主党派', 'Democratic party member', 'Miembro de un partido democrático', '民主諸党派', '민주당파']],
    ['05', ['无党派人士', 'Non-partisan', 'Sin partido', '無党派', '무당파']],
    ['13', ['群众', 'Ordinary citizen', 'Ciudadano', '一般市民', '일반 시민']],
  ],
  nationality: nationalities(),
  // GB 3304 codes; the names are shown as written in every language.
  ethnic_group: [
    '汉族',
    '蒙古族',
    '回族',
    '藏族',
    '维吾尔族',
    '苗族',
    '彝族',
    '壮族',
    '布依族',
    '朝鲜族',
    '满族',
    '侗族',
    '瑶族',
    '白族',
    '土家族',
    '哈尼族',
    '哈萨克族',
    '傣族',
    '黎族',
    '傈僳族',
    '佤族',
    '畲族',
    '高山族',
    '拉祜族',
    '水族',
    '东乡族',
    '纳西族',
    '景颇族',
    '柯尔克孜族',
    '土族',
    '达斡尔族',
    '仫佬族',
    '羌族',
    '布朗族',
    '撒拉族',
    '毛南族',
    '仡佬族',
    '锡伯族',
    '阿昌族',
    '普米族',
    '塔吉克族',
    '怒族',
    '乌孜别克族',
    '俄罗斯族',
    '鄂温克族',
    '德昂族',
    '保安族',
    '裕固族',
    '京族',
    '塔塔尔族',
    '独龙族',
    '鄂伦春族',
    '赫哲族',
    '门巴族',
    '珞巴族',
    '基诺族',
  ].map((name, i): Entry => [String(i + 1).padStart(2, '0'), name]),
};

export function defaultsOf(type: string, lang: Language) {
  return (DICT_DEFAULTS[type] ?? []).map(([code, labels], sort) => ({
    code,
    name: typeof labels === 'string' ? labels : labels[LANGUAGES.indexOf(lang)]!,
    sort,
  }));
}
