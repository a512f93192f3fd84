import { category, brand, categoryBrand } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { demoImagePath } from '../../modules/product/spu/demo-images.ts';
import { DEMO_SHOPS } from './demo-accounts.ts';

/** A tree written as nested records: name → children (an array of names at the last level). */
type Tree = Record<string, Record<string, string[]> | string[]>;

/** The platform's three-level tree; products bind a level-2 leaf. */
const PLATFORM: Tree = {
  健康产品: {
    保健器械: ['血压计', '血糖仪', '血氧仪', '体温计'],
    按摩理疗: ['按摩椅', '颈椎按摩仪', '足浴盆'],
    康复护理: ['制氧机', '护理床', '成人纸尿裤'],
  },
  适老产品: {
    助行辅具: ['轮椅', '助行器', '拐杖'],
    卫浴安全: ['洗澡椅', '安全扶手', '坐便椅'],
    视听辅助: ['老花镜', '助听器', '放大镜'],
    居家日用: ['保温杯', '药盒', '小夜灯', '枕头', '地垫', '饭盒', '护手霜'],
  },
  老年服饰: { 服装: ['开衫', '睡衣', '保暖内衣'], 鞋袜: ['健步鞋', '防滑袜'], 配饰: ['围巾', '护膝'] },
  绿色专供: { 粮油米面: ['小米', '燕麦片'], 营养冲调: ['奶粉', '芝麻糊', '米粉'], 滋补养生: ['蜂蜜', '枸杞'], 健康零食: ['饼干'] },
  智能家电: { 智能穿戴: ['健康手环', '定位器'], 生活电器: ['电热毯', '加湿器', '收音机'], 通讯设备: ['老人手机'] },
  居家服务: {
    助洁服务: ['居家保洁', '家电清洗'],
    助餐服务: ['营养午餐', '送餐到家'],
    助浴服务: ['上门助浴'],
    代办服务: ['陪诊代办', '生活缴费'],
    康养服务: ['康复理疗', '上门理发', '陪伴探访', '适老化评估', '老年课程'],
  },
};

/** Each shop's own two-level tree; a top level without children is a leaf of its own. */
const SHOP_TREES: [shopId: number, tree: Tree][] = [
  [
    DEMO_SHOPS.ordinary.shopId,
    {
      健康护理: ['血压血糖', '理疗按摩'],
      适老辅具: ['助行出行', '卫浴安全'],
      服饰鞋帽: ['中老年服装', '健步鞋袜'],
      食品营养: ['五谷杂粮', '滋补冲调'],
      居家电器: ['智能设备', '生活电器'],
      新品推荐: [],
    },
  ],
  [
    DEMO_SHOPS.care.shopId,
    {
      居家服务: ['助洁服务', '助浴服务', '代办陪诊'],
      助餐服务: ['社区午餐', '送餐上门'],
      适老用品: ['护理用品', '康复器械'],
      康养课程: [],
    },
  ],
];

/** Brands and the platform leaves they are sold under. */
const BRANDS: [name: string, firstLetter: string, leaves: string[]][] = [
  ['欧姆龙', 'O', ['血压计', '体温计', '颈椎按摩仪']],
  ['鱼跃', 'Y', ['血压计', '血糖仪', '血氧仪', '制氧机', '轮椅', '助行器']],
  ['三诺', 'S', ['血糖仪']],
  ['荣泰', 'R', ['按摩椅', '足浴盆']],
  ['奥佳华', 'A', ['按摩椅', '颈椎按摩仪']],
  ['可孚', 'K', ['护理床', '成人纸尿裤', '拐杖', '洗澡椅', '安全扶手', '坐便椅', '放大镜']],
  ['西门子', 'X', ['助听器']],
  ['明月', 'M', ['老花镜']],
  ['足力健', 'Z', ['健步鞋', '防滑袜']],
  ['恒源祥', 'H', ['开衫', '睡衣', '保暖内衣', '围巾', '护膝']],
  ['北大荒', 'B', ['小米', '燕麦片']],
  ['伊利', 'Y', ['奶粉']],
  ['南方', 'N', ['芝麻糊']],
  ['中宁', 'Z', ['枸杞', '蜂蜜']],
  ['华为', 'H', ['健康手环', '定位器']],
  ['彩虹', 'C', ['电热毯']],
  ['美的', 'M', ['加湿器', '足浴盆']],
  ['纽曼', 'N', ['老人手机', '收音机']],
];

const IMAGE_BASE = 600;

/** Inserts a tree breadth-first so every child knows its parent's id and path. */
async function insertTree(db: Db, shopId: number, tree: Tree, imageOffset: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let seq = 0;
  const insert = async (name: string, parentId: number, path: string, level: number) => {
    seq += 1;
    const [row] = await db
      .insert(category)
      .values({ shopId, parentId, name, path, level, seq, imgUrl: demoImagePath(imageOffset + seq), status: 1 })
      .returning({ id: category.categoryId });
    ids.set(name, row!.id);
    return row!.id;
  };
  const childPath = (path: string, parentId: number) => (path ? `${path}-${parentId}` : String(parentId));
  for (const [top, children] of Object.entries(tree)) {
    const topId = await insert(top, 0, '', 0);
    const second = Array.isArray(children) ? Object.fromEntries(children.map((c) => [c, [] as string[]])) : children;
    for (const [mid, leaves] of Object.entries(second)) {
      const midPath = childPath('', topId);
      const midId = await insert(mid, topId, midPath, 1);
      for (const leaf of leaves) await insert(leaf, midId, childPath(midPath, midId), 2);
    }
  }
  return ids;
}

/** Platform categories, brands linked to its leaves, and both demo shops' own categories. */
export async function seedCatalog(db: Db): Promise<void> {
  const platform = await insertTree(db, 0, PLATFORM, IMAGE_BASE);
  for (const [i, [shopId, tree]] of SHOP_TREES.entries()) await insertTree(db, shopId, tree, IMAGE_BASE + 100 * (i + 1));
  for (const [i, [name, firstLetter, leaves]] of BRANDS.entries()) {
    const [row] = await db
      .insert(brand)
      .values({ name, firstLetter, seq: i + 1, status: 1, imgUrl: demoImagePath(IMAGE_BASE + 300 + i), desc: `${name}品牌` })
      .returning({ id: brand.brandId });
    await db.insert(categoryBrand).values(leaves.map((leaf) => ({ brandId: row!.id, categoryId: platform.get(leaf)! })));
  }
}
