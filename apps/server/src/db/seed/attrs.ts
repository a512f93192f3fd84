import { sql } from 'drizzle-orm';
import { AttrType, SearchType } from '@caremall/contract';
import { attr, attrCategory, attrValue } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { DEMO_SHOPS } from './demo-accounts.ts';

type SalesAttr = [name: string, desc: string, values: string[]];

/** Each shop's sales attributes: the names the demo products are built from, and some more. */
const SALES_ATTRS: [shopId: number, attrs: SalesAttr[]][] = [
  [
    DEMO_SHOPS.ordinary.shopId,
    [
      ['颜色', '服饰、家电通用颜色', ['酒红', '藏青', '浅灰', '米白', '黑色']],
      ['尺码', '服装与鞋类尺码', ['M', 'L', 'XL', 'XXL', '38', '40', '42']],
      ['规格', '食品重量规格', ['500g', '1kg', '2kg']],
      ['包装', '单品或礼盒', ['单盒装', '礼盒装']],
      ['容量', '杯壶类容量', ['350ml', '500ml', '1L']],
      ['度数', '老花镜度数', ['+100', '+150', '+200', '+250', '+300']],
      ['尺寸', '床品尺寸', ['1.5米', '1.8米']],
      ['款式', '', ['左耳', '右耳', '有靠背', '无靠背']],
      ['倍数', '放大镜倍数', ['5倍', '10倍']],
      ['数量', '', ['1只装', '3只装']],
      ['长度', '扶手长度', ['30cm', '50cm']],
      ['口味', '冲调食品口味', ['原味', '低糖', '无糖']],
    ],
  ],
  [
    DEMO_SHOPS.care.shopId,
    [
      ['次数', '服务次数', ['单次', '10次卡']],
      ['时长', '每次服务时长', ['1小时', '2小时']],
      ['项目', '清洗项目', ['空调', '油烟机']],
      ['桌数', '宴席桌数', ['一桌', '两桌']],
      ['件数', '床品件数', ['四件套', '六件套']],
      ['课程', '老年大学课程', ['书法', '国画']],
      ['颜色', '用品颜色', ['酒红', '藏青', '浅灰']],
      ['规格', '食品重量规格', ['500g', '1kg']],
      ['尺码', '用品尺码', ['M', 'L', 'XL']],
    ],
  ],
];

/** Platform basic attributes and the top- or second-level platform categories whose leaves they belong to ('*': all). */
const BASIC_ATTRS: [name: string, desc: string, searchType: number, values: string[], under: string[]][] = [
  ['适用人群', '商品适合的人群', SearchType.IMPORTANT, ['老年人', '中老年人', '通用'], ['健康产品', '适老产品']],
  ['产地', '国产或进口', SearchType.ORDINARY, ['国产', '进口'], ['*']],
  ['材质', '主要材质', SearchType.ORDINARY, ['纯棉', '羊毛', '铝合金', '不锈钢', '塑料'], ['适老产品', '老年服饰']],
  ['电源方式', '供电方式', SearchType.IMPORTANT, ['充电', '电池', '插电'], ['保健器械', '按摩理疗', '智能家电']],
  ['保质期', '食品保质期', SearchType.IMPORTANT, ['6个月', '12个月', '18个月', '24个月'], ['绿色专供']],
  ['净含量', '食品净含量', SearchType.ORDINARY, ['250g', '500g', '1kg'], ['绿色专供']],
  ['季节', '适穿季节', SearchType.ORDINARY, ['春秋', '夏季', '冬季', '四季'], ['老年服饰']],
  ['服务时长', '单次服务时长', SearchType.ORDINARY, ['1小时', '2小时', '半天'], ['居家服务']],
];

type Row = Record<string, unknown>;

/** Platform level-2 categories with the names of their parent and top level; none without the catalogue. */
async function platformLeaves(db: Db): Promise<{ categoryId: number; names: string[] }[]> {
  const present = (await db.execute(sql`select to_regclass('category') is not null as present`)) as unknown as { rows: Row[] };
  if (present.rows[0]?.present !== true) return [];
  const result = (await db.execute(
    sql`select c.category_id, p.name as mid, t.name as top from category c
        join category p on p.category_id = c.parent_id join category t on t.category_id = p.parent_id
        where c.shop_id = 0 and c.level = 2 and c.status <> -1 order by c.category_id`,
  )) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({ categoryId: Number(r.category_id), names: [String(r.mid), String(r.top)] }));
}

async function insertAttr(
  db: Db,
  shopId: number,
  name: string,
  desc: string,
  attrType: number,
  searchType: number,
  values: string[],
): Promise<number> {
  const [row] = await db
    .insert(attr)
    .values({ shopId, name, desc: desc || null, attrType, searchType })
    .returning({ attrId: attr.attrId });
  await db.insert(attrValue).values(values.map((value) => ({ attrId: row!.attrId, value })));
  return row!.attrId;
}

/** Sales attributes for both demo shops and the platform's basic attributes on its leaf categories. */
export async function seedAttrs(db: Db): Promise<void> {
  for (const [shopId, attrs] of SALES_ATTRS) {
    for (const [name, desc, values] of attrs) await insertAttr(db, shopId, name, desc, AttrType.SALES, SearchType.ORDINARY, values);
  }
  const leaves = await platformLeaves(db);
  for (const [name, desc, searchType, values, under] of BASIC_ATTRS) {
    const attrId = await insertAttr(db, 0, name, desc, AttrType.BASIC, searchType, values);
    const linked = leaves.filter((leaf) => under.includes('*') || leaf.names.some((n) => under.includes(n)));
    if (linked.length) await db.insert(attrCategory).values(linked.map((leaf) => ({ attrId, categoryId: leaf.categoryId })));
  }
}
