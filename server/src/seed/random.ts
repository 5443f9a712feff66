// A small deterministic generator (mulberry32) so demo and scale data are the same on every run.
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof createRandom>;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红建文辉力鹏飞宇浩然子轩梓涵欣怡雨晨思远嘉懿博文俊杰佳琪晓东海燕志强国栋雪梅丹丹亮';

export function chineseName(random: Random): string {
  const surname = random.pick([...SURNAMES]);
  const given = [...GIVEN];
  return random.next() < 0.5 ? surname + random.pick(given) : surname + random.pick(given) + random.pick(given);
}

// A plausible mainland mobile number.
export function mobile(random: Random): string {
  const prefix = random.pick(['133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '189']);
  return prefix + String(random.int(0, 99_999_999)).padStart(8, '0');
}
