import { registerSkills } from './registry';
import { EQUIPMENT_SKILLS } from './equipment/index';
import { fankui } from './wei/fankui';
import { ganglie } from './wei/ganglie';
import { guicai } from './wei/guicai';
import { hujia } from './wei/hujia';
import { jianxiong } from './wei/jianxiong';
import { luoshen } from './wei/luoshen';
import { luoyi } from './wei/luoyi';
import { qingguo } from './wei/qingguo';
import { tiandu } from './wei/tiandu';
import { tuxi } from './wei/tuxi';
import { yiji } from './wei/yiji';
import { guanxing } from './shu/guanxing';
import { jijiang } from './shu/jijiang';
import { jizhi } from './shu/jizhi';
import { kongcheng } from './shu/kongcheng';
import { longdan } from './shu/longdan';
import { mashu } from './shu/mashu';
import { paoxiao } from './shu/paoxiao';
import { qicai } from './shu/qicai';
import { rende } from './shu/rende';
import { tieqi } from './shu/tieqi';
import { wusheng } from './shu/wusheng';
import { fanjian } from './wu/fanjian';
import { guose } from './wu/guose';
import { jieyin } from './wu/jieyin';
import { jiuyuan } from './wu/jiuyuan';
import { keji } from './wu/keji';
import { kurou } from './wu/kurou';
import { lianying } from './wu/lianying';
import { liuli } from './wu/liuli';
import { qianxun } from './wu/qianxun';
import { qixi } from './wu/qixi';
import { xiaoji } from './wu/xiaoji';
import { yingzi } from './wu/yingzi';
import { zhiheng } from './wu/zhiheng';
import { biyue } from './qun/biyue';
import { jijiu } from './qun/jijiu';
import { lijian } from './qun/lijian';
import { qingnang } from './qun/qingnang';
import { wushuang } from './qun/wushuang';
import { shensu } from './wei/shensu';
import { jushou } from './wei/jushou';
import { qiangxi } from './wei/qiangxi';
import { quhu } from './wei/quhu';
import { jieming } from './wei/jieming';
import { liegong } from './shu/liegong';
import { kuanggu } from './shu/kuanggu';
import { lianhuan } from './shu/lianhuan';
import { niepan } from './shu/niepan';
import { bazhen } from './shu/bazhen';
import { huoji } from './shu/huoji';
import { kanpo } from './shu/kanpo';
import { tianyi } from './wu/tianyi';
import { luanji } from './qun/luanji';
import { xueyi } from './qun/xueyi';
import { shuangxiong } from './qun/shuangxiong';
import { mengjin } from './qun/mengjin';
import { pindian } from './cards/pindian';
import { tianxiang } from './wu/tianxiang';
import { hongyan } from './wu/hongyan';
import { leiji } from './qun/leiji';
import { guidao } from './qun/guidao';
import { huangtian } from './qun/huangtian';
import { buqu } from './wu/buqu';

/** Every general skill, one file each (spec §2.4). */
export const GENERAL_SKILLS = [
  fankui, ganglie, guicai, hujia, jianxiong, luoshen, luoyi, qingguo, tiandu, tuxi, yiji, guanxing, jijiang, jizhi, kongcheng, longdan, mashu, paoxiao, qicai, rende, tieqi, wusheng, fanjian, guose, jieyin, jiuyuan, keji, kurou, lianying, liuli, qianxun, qixi, xiaoji, yingzi, zhiheng, biyue, jijiu, lijian, qingnang, wushuang,
] as const;

/** Wind and Fire skills (issue 6), one file each. */
export const WIND_FIRE_SKILLS = [
  shensu, jushou, qiangxi, quhu, jieming, liegong, kuanggu, lianhuan, niepan, bazhen, huoji, kanpo, tianyi, luanji,
  xueyi, shuangxiong, mengjin, tianxiang, hongyan, leiji, guidao, huangtian,
  buqu,
] as const;

// The skill registry: every implemented skill and equipment effect.
registerSkills([...EQUIPMENT_SKILLS, ...GENERAL_SKILLS, ...WIND_FIRE_SKILLS, pindian]);
