/** Kingdoms used by lord skills (spec §0.3). */
export type Kingdom = 'wei' | 'shu' | 'wu' | 'qun';

/** One general of the roster (spec §2.3). */
export interface GeneralDef {
  readonly id: string;
  readonly name: string;
  readonly kingdom: Kingdom;
  readonly maxHp: number;
  readonly gender: 'M' | 'F';
  readonly pack: 'standard' | 'wind' | 'fire';
  /** Skill ids in the order of §2.3 (the canonical trigger order); lord skills included. */
  readonly skills: readonly string[];
}

const g = (
  id: string, name: string, kingdom: Kingdom, maxHp: number, gender: 'M' | 'F',
  pack: GeneralDef['pack'], skills: string[],
): GeneralDef => ({ id, name, kingdom, maxHp, gender, pack, skills });

/** The 40 generals of §2.3. */
export const GENERALS: readonly GeneralDef[] = [
  g('cao_cao', 'Cao Cao', 'wei', 4, 'M', 'standard', ['jianxiong', 'hujia']),
  g('sima_yi', 'Sima Yi', 'wei', 3, 'M', 'standard', ['fankui', 'guicai']),
  g('xiahou_dun', 'Xiahou Dun', 'wei', 4, 'M', 'standard', ['ganglie']),
  g('zhang_liao', 'Zhang Liao', 'wei', 4, 'M', 'standard', ['tuxi']),
  g('xu_chu', 'Xu Chu', 'wei', 4, 'M', 'standard', ['luoyi']),
  g('guo_jia', 'Guo Jia', 'wei', 3, 'M', 'standard', ['tiandu', 'yiji']),
  g('zhen_ji', 'Zhen Ji', 'wei', 3, 'F', 'standard', ['qingguo', 'luoshen']),
  g('liu_bei', 'Liu Bei', 'shu', 4, 'M', 'standard', ['rende', 'jijiang']),
  g('guan_yu', 'Guan Yu', 'shu', 4, 'M', 'standard', ['wusheng']),
  g('zhang_fei', 'Zhang Fei', 'shu', 4, 'M', 'standard', ['paoxiao']),
  g('zhuge_liang', 'Zhuge Liang', 'shu', 3, 'M', 'standard', ['guanxing', 'kongcheng']),
  g('zhao_yun', 'Zhao Yun', 'shu', 4, 'M', 'standard', ['longdan']),
  g('ma_chao', 'Ma Chao', 'shu', 4, 'M', 'standard', ['mashu', 'tieqi']),
  g('huang_yueying', 'Huang Yueying', 'shu', 3, 'F', 'standard', ['jizhi', 'qicai']),
  g('sun_quan', 'Sun Quan', 'wu', 4, 'M', 'standard', ['zhiheng', 'jiuyuan']),
  g('gan_ning', 'Gan Ning', 'wu', 4, 'M', 'standard', ['qixi']),
  g('lu_meng', 'Lü Meng', 'wu', 4, 'M', 'standard', ['keji']),
  g('huang_gai', 'Huang Gai', 'wu', 4, 'M', 'standard', ['kurou']),
  g('zhou_yu', 'Zhou Yu', 'wu', 3, 'M', 'standard', ['yingzi', 'fanjian']),
  g('da_qiao', 'Da Qiao', 'wu', 3, 'F', 'standard', ['guose', 'liuli']),
  g('lu_xun', 'Lu Xun', 'wu', 3, 'M', 'standard', ['qianxun', 'lianying']),
  g('sun_shangxiang', 'Sun Shangxiang', 'wu', 3, 'F', 'standard', ['jieyin', 'xiaoji']),
  g('hua_tuo', 'Hua Tuo', 'qun', 3, 'M', 'standard', ['jijiu', 'qingnang']),
  g('lu_bu', 'Lü Bu', 'qun', 4, 'M', 'standard', ['wushuang']),
  g('diao_chan', 'Diao Chan', 'qun', 3, 'F', 'standard', ['lijian', 'biyue']),
  g('xiahou_yuan', 'Xiahou Yuan', 'wei', 4, 'M', 'wind', ['shensu']),
  g('cao_ren', 'Cao Ren', 'wei', 4, 'M', 'wind', ['jushou']),
  g('huang_zhong', 'Huang Zhong', 'shu', 4, 'M', 'wind', ['liegong']),
  g('wei_yan', 'Wei Yan', 'shu', 4, 'M', 'wind', ['kuanggu']),
  g('xiaoqiao', 'Xiaoqiao', 'wu', 3, 'F', 'wind', ['tianxiang', 'hongyan']),
  g('zhou_tai', 'Zhou Tai', 'wu', 4, 'M', 'wind', ['buqu']),
  g('zhang_jiao', 'Zhang Jiao', 'qun', 3, 'M', 'wind', ['leiji', 'guidao', 'huangtian']),
  g('dian_wei', 'Dian Wei', 'wei', 4, 'M', 'fire', ['qiangxi']),
  g('xun_yu', 'Xun Yu', 'wei', 3, 'M', 'fire', ['quhu', 'jieming']),
  g('pang_tong', 'Pang Tong', 'shu', 3, 'M', 'fire', ['lianhuan', 'niepan']),
  g('wolong', 'Wolong Zhuge Liang', 'shu', 3, 'M', 'fire', ['bazhen', 'huoji', 'kanpo']),
  g('taishi_ci', 'Taishi Ci', 'wu', 4, 'M', 'fire', ['tianyi']),
  g('yuan_shao', 'Yuan Shao', 'qun', 4, 'M', 'fire', ['luanji', 'xueyi']),
  g('yan_liang_wen_chou', 'Yan Liang & Wen Chou', 'qun', 4, 'M', 'fire', ['shuangxiong']),
  g('pang_de', 'Pang De', 'qun', 4, 'M', 'fire', ['mashu', 'mengjin']),
];

const BY_ID = new Map(GENERALS.map((general) => [general.id, general]));

/** The definition of a general id known to exist. */
export function generalDef(id: string): GeneralDef {
  const general = BY_ID.get(id);
  if (general === undefined) throw new Error(`unknown general ${id}`);
  return general;
}

/** Is this string a general id? */
export function isGeneralId(id: string): boolean {
  return BY_ID.has(id);
}

/** The generals always offered to the lord (§3.1). */
export const LORD_CANDIDATES = ['cao_cao', 'liu_bei', 'sun_quan'] as const;
