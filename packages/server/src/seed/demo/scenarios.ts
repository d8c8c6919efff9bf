/**
 * What a customer buys: each segment (shop, hotel, school ...) orders typical systems — background music,
 * paging, conference, stage — and each system is a list of picks from the products on sale.
 */
import type { Segment } from './customers-data';
import type { ProductDoc } from './model';
import type { Random } from './random';

interface Pick {
  kind: string;
  /** Any of these words in the product name (none: any product of the kind). */
  words?: string[];
  qty?: [number, number];
  /** Probability the pick is in the order (default: always). */
  chance?: number;
}

const p = (kind: string, words: string[], qty: [number, number] = [1, 1], chance = 1): Pick => ({
  kind,
  words,
  qty,
  chance,
});

const SYSTEMS = {
  bgm: [
    p('bgm_player', []),
    p('amplifier', ['定压合并功放', 'USB'], [1, 1], 0.75),
    p('speaker', ['吸顶', '天花', '吊装', '壁挂'], [6, 30]),
    p('speaker', ['吸顶', '天花', '吊装'], [4, 12], 0.25),
    p('accessory', ['音量控制器'], [1, 4], 0.35),
    p('accessory', ['音箱线'], [1, 3], 0.5),
    p('accessory', ['防火罩'], [6, 30], 0.2),
    p('service', ['背景音乐系统安装'], [1, 1], 0.6),
    p('service', ['曲库'], [1, 3], 0.3),
  ],
  announce: [
    p('announcement_player', ['播报器', '促销'], [1, 4]),
    p('speaker', ['号角', '音柱', '壁挂'], [2, 6], 0.4),
    p('service', ['上门维修'], [1, 1], 0.15),
  ],
  paging: [
    p('announcement_player', ['定时', '消防', '服务器']),
    p('amplifier', ['定压', '分区'], [1, 3]),
    p('speaker', ['吸顶', '音柱', '号角', '草坪'], [10, 60]),
    p('speaker', ['号角', '音柱'], [4, 16], 0.4),
    p('microphone', ['寻呼'], [1, 2], 0.6),
    p('announcement_player', ['IP 网络广播终端'], [4, 20], 0.3),
    p('accessory', ['音箱线', '分区器', '机柜', '时序器', '交换机'], [1, 4], 0.7),
    p('accessory', ['接线盒', '防火罩', '音量控制器'], [4, 20], 0.3),
    p('service', ['公共广播'], [1, 1], 0.7),
  ],
  conference: [
    p('mixer', ['音频处理器', '小型调音台', '模拟调音台']),
    p('microphone', ['鹅颈', '会议单元', '界面'], [4, 24]),
    p('microphone', ['手持无线', '领夹'], [1, 2], 0.6),
    p('amplifier', ['蓝牙', 'D 类', '定压合并'], [1, 2]),
    p('speaker', ['同轴', '音柱', '无边框'], [4, 12]),
    p('accessory', ['卡侬', '机柜', '时序器'], [1, 4], 0.5),
    p('service', ['会议扩声'], [1, 1], 0.7),
    p('service', ['声场测量', '培训'], [1, 1], 0.3),
  ],
  stage: [
    p('speaker', ['全频', '线阵列', '有源'], [2, 8]),
    p('speaker', ['超低音'], [1, 4], 0.8),
    p('speaker', ['返听'], [2, 4], 0.5),
    p('mixer', ['调音台']),
    p('amplifier', ['后级', 'D 类'], [1, 4], 0.8),
    p('microphone', ['手持无线', '动圈', '乐器', '头戴'], [1, 4]),
    p('accessory', ['卡侬', '落地支架', '话筒支架', '吊架', '保护套'], [1, 8], 0.7),
    p('service', ['演出扩声', '声场测量'], [1, 1], 0.5),
  ],
  gym: [
    p('bgm_player', []),
    p('amplifier', ['定压', '蓝牙'], [1, 2]),
    p('speaker', ['壁挂', '吊装', '音柱'], [4, 12]),
    p('microphone', ['头戴', '领夹', '手持无线'], [1, 3]),
    p('accessory', ['电池'], [1, 4], 0.4),
    p('service', ['背景音乐系统安装'], [1, 1], 0.5),
  ],
  hifi: [
    p('speaker', ['书架'], [1, 2]),
    p('amplifier', ['HiFi', '蓝牙']),
    p('bgm_player', ['蓝牙', '音乐盒'], [1, 1], 0.4),
    p('accessory', ['落地支架', '壁挂音箱支架'], [1, 2], 0.3),
  ],
  mics: [
    p('microphone', ['手持无线', '动圈', 'USB', '电容'], [1, 4]),
    p('accessory', ['话筒支架', '防风罩', '电池', '卡侬'], [1, 6], 0.6),
    p('accessory', ['话筒支架', '防风罩', '电池', '卡侬'], [1, 6], 0.3),
  ],
  supplies: [
    p('accessory', [], [1, 10]),
    p('accessory', [], [1, 10], 0.7),
    p('accessory', [], [1, 10], 0.4),
    p('speaker', ['吸顶', '天花'], [2, 10], 0.3),
  ],
  service: [
    p('service', ['维保', '维修', '设计', '培训', '声场']),
    p('service', ['维修', '培训'], [1, 1], 0.3),
    p('accessory', [], [1, 4], 0.3),
  ],
} satisfies Record<string, Pick[]>;

type System = keyof typeof SYSTEMS;

const BY_SEGMENT: Record<Segment, Partial<Record<System, number>>> = {
  shop: { bgm: 65, announce: 15, supplies: 10, service: 10 },
  restaurant: { bgm: 70, hifi: 10, supplies: 10, service: 10 },
  hotel: { bgm: 35, conference: 30, paging: 20, service: 15 },
  gym: { gym: 70, supplies: 15, service: 15 },
  school: { paging: 40, conference: 25, stage: 20, service: 15 },
  mall: { paging: 40, bgm: 30, announce: 20, service: 10 },
  office: { conference: 70, bgm: 15, service: 15 },
  bar: { stage: 70, mics: 20, service: 10 },
  venue: { stage: 60, conference: 20, service: 20 },
  individual: { hifi: 50, mics: 30, supplies: 20 },
};

export interface LinePlan {
  product: ProductDoc;
  qty: number;
  unitPrice: number;
  discount: number;
}

/** Rounds fen to whole yuan (prices and discounts are negotiated in yuan). */
const yuan = (fen: number) => Math.round(fen / 100) * 100;

/** The lines of one order for a customer of `segment`, from the products on sale. */
export function linesFor(rng: Random, segment: Segment, onSale: readonly ProductDoc[]): LinePlan[] {
  const system = rng.weighted(BY_SEGMENT[segment] as Record<System, number>);
  const taken = new Set<number>();
  const lines: LinePlan[] = [];
  for (const pick of SYSTEMS[system] as Pick[]) {
    if (pick.chance !== undefined && !rng.chance(pick.chance)) continue;
    const words = pick.words ?? [];
    const candidates = onSale.filter(
      (product) =>
        product.kind === pick.kind &&
        !taken.has(product.id) &&
        (words.length === 0 || words.some((word) => product.name.includes(word))),
    );
    if (candidates.length === 0) continue;
    const product = rng.pick(candidates);
    taken.add(product.id);
    const [min, max] = pick.qty ?? [1, 1];
    const qty = rng.int(min, max);
    // Some prices are negotiated below list; some lines get a discount on top.
    const unitPrice = rng.chance(0.1) ? yuan(product.salePrice * (0.9 + rng.next() * 0.08)) : product.salePrice;
    const discount = rng.chance(0.2) ? yuan(qty * unitPrice * (0.02 + rng.next() * 0.08)) : 0;
    lines.push({ product, qty, unitPrice, discount });
  }
  if (lines.length === 0) {
    const product = rng.pick(onSale.filter((item) => item.kind === 'accessory'));
    lines.push({ product, qty: rng.int(1, 5), unitPrice: product.salePrice, discount: 0 });
  }
  return lines;
}
