import { sql } from 'drizzle-orm';
import { OfflineEventStatus, SpuStatus } from '@caremall/contract';
import {
  community,
  offlineHandleEvent,
  offlineHandleEventItem,
  sku,
  spu,
  spuCommunity,
  spuDetail,
  spuAttrValue,
  spuKeyword,
  spuSkuAttrValue,
} from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { demoImagePath } from '../../modules/product/spu/demo-images.ts';
import { DEMO_SHOPS } from './demo-accounts.ts';

type SalesAttr = [name: string, values: string[]];
interface DemoProduct {
  name: string;
  /** The platform leaf category it is sold under (catalog.ts). */
  leaf: string;
  sellingPoint: string;
  price: number; // yuan
  attrs: SalesAttr[];
  productsType?: number;
  serveType?: number;
  keywords?: string[];
}

const COLOR: SalesAttr = ['颜色', ['酒红', '藏青', '浅灰']];
const SHOE: SalesAttr = ['尺码', ['38', '40', '42']];
const WEIGHT: SalesAttr = ['规格', ['500g', '1kg']];
const PACK: SalesAttr = ['包装', ['单盒装', '礼盒装']];
const SIZE: SalesAttr = ['尺码', ['M', 'L', 'XL']];
const TIMES: SalesAttr = ['次数', ['单次', '10次卡']];
const DURATION: SalesAttr = ['时长', ['1小时', '2小时']];

const ORDINARY: DemoProduct[] = [
  { name: '老年人防滑健步鞋', leaf: '健步鞋', sellingPoint: '软底防滑，轻便透气', price: 199, attrs: [COLOR, SHOE], productsType: 1 },
  { name: '上臂式智能电子血压计', leaf: '血压计', sellingPoint: '一键测量，语音播报', price: 259, attrs: [PACK], productsType: 3 },
  { name: '家用全身电动按摩椅', leaf: '按摩椅', sellingPoint: '多档力度，零重力设计', price: 4999, attrs: [COLOR], productsType: 2 },
  { name: '无糖高纤燕麦片', leaf: '燕麦片', sellingPoint: '控糖友好，早餐之选', price: 39.9, attrs: [WEIGHT], productsType: 0 },
  {
    name: '防蓝光老花镜',
    leaf: '老花镜',
    sellingPoint: '树脂镜片，轻盈不压鼻',
    price: 89,
    attrs: [['度数', ['+150', '+200', '+250']]],
    productsType: 4,
  },
  { name: '四脚助行器', leaf: '助行器', sellingPoint: '铝合金材质，可折叠', price: 329, attrs: [], productsType: 4 },
  { name: '大容量不锈钢保温杯', leaf: '保温杯', sellingPoint: '12小时保温，防烫手柄', price: 69, attrs: [COLOR], productsType: 5 },
  { name: '羊毛加绒护膝', leaf: '护膝', sellingPoint: '保暖护关节，四季可用', price: 79, attrs: [SIZE], productsType: 1 },
  { name: '中老年纯棉开衫', leaf: '开衫', sellingPoint: '亲肤纯棉，宽松舒适', price: 159, attrs: [COLOR, SIZE], productsType: 1 },
  { name: '老人智能健康手环', leaf: '健康手环', sellingPoint: '心率监测，跌倒提醒', price: 299, attrs: [COLOR], productsType: 2 },
  {
    name: '安全型双人电热毯',
    leaf: '电热毯',
    sellingPoint: '智能恒温，过热断电',
    price: 189,
    attrs: [['尺寸', ['1.5米', '1.8米']]],
    productsType: 2,
  },
  { name: '颈椎热敷按摩仪', leaf: '颈椎按摩仪', sellingPoint: '低频脉冲，舒缓酸痛', price: 219, attrs: [], productsType: 3 },
  { name: '东北有机小米', leaf: '小米', sellingPoint: '当季新米，熬粥香浓', price: 45, attrs: [WEIGHT], productsType: 0 },
  { name: '农家土蜂蜜礼盒', leaf: '蜂蜜', sellingPoint: '自然成熟，无添加', price: 128, attrs: [PACK], productsType: 0 },
  { name: '免调码血糖仪套装', leaf: '血糖仪', sellingPoint: '微量采血，五秒出结果', price: 169, attrs: [PACK], productsType: 3 },
  { name: '隐形耳内式助听器', leaf: '助听器', sellingPoint: '降噪清晰，佩戴舒适', price: 1299, attrs: [['款式', ['左耳', '右耳']]], productsType: 4 },
  { name: '防褥疮充气床垫', leaf: '护理床', sellingPoint: '交替充气，静音泵', price: 399, attrs: [], productsType: 4 },
  { name: '可折叠坐便椅', leaf: '坐便椅', sellingPoint: '承重150公斤，防滑脚垫', price: 259, attrs: [], productsType: 4 },
  { name: '浴室防滑洗澡椅', leaf: '洗澡椅', sellingPoint: '高度可调，带扶手', price: 149, attrs: [['款式', ['有靠背', '无靠背']]], productsType: 4 },
  { name: '带灯多功能拐杖', leaf: '拐杖', sellingPoint: '照明报警，四脚稳固', price: 99, attrs: [COLOR], productsType: 4 },
  { name: '静音卧室加湿器', leaf: '加湿器', sellingPoint: '大雾量，缺水断电', price: 129, attrs: [COLOR], productsType: 2 },
  { name: '加热恒温足浴盆', leaf: '足浴盆', sellingPoint: '自动按摩，一键恒温', price: 299, attrs: [], productsType: 2 },
  { name: '大按键老人手机', leaf: '老人手机', sellingPoint: '大字大声，一键呼救', price: 239, attrs: [COLOR], productsType: 2 },
  { name: '手持高清放大镜', leaf: '放大镜', sellingPoint: '带LED灯，读报看书', price: 35, attrs: [['倍数', ['5倍', '10倍']]], productsType: 4 },
  { name: '七天分格药盒', leaf: '药盒', sellingPoint: '早中晚分装，按时服药', price: 19.9, attrs: [COLOR], productsType: 4 },
  { name: '荞麦壳护颈枕', leaf: '枕头', sellingPoint: '透气支撑，不易变形', price: 88, attrs: [], productsType: 5 },
  { name: '羊绒保暖围巾', leaf: '围巾', sellingPoint: '柔软亲肤，送长辈佳品', price: 199, attrs: [COLOR], productsType: 1 },
  { name: '中老年高钙奶粉', leaf: '奶粉', sellingPoint: '高钙低脂，添加维D', price: 98, attrs: [WEIGHT], productsType: 0 },
  { name: '黑芝麻核桃粉', leaf: '芝麻糊', sellingPoint: '现磨冲调，营养早餐', price: 49, attrs: [WEIGHT], productsType: 0 },
  { name: '宁夏特级枸杞', leaf: '枸杞', sellingPoint: '颗粒饱满，免洗即食', price: 59, attrs: [WEIGHT], productsType: 0 },
  { name: '深层滋润护手霜', leaf: '护手霜', sellingPoint: '防干裂，不油腻', price: 29, attrs: [PACK], productsType: 5 },
  { name: '轻便折叠轮椅', leaf: '轮椅', sellingPoint: '仅重11公斤，可上飞机', price: 899, attrs: [], productsType: 4 },
  { name: '指夹式血氧仪', leaf: '血氧仪', sellingPoint: 'OLED屏幕，数据精准', price: 99, attrs: [], productsType: 3 },
  { name: '防走失定位器', leaf: '定位器', sellingPoint: '实时定位，电子围栏', price: 149, attrs: [COLOR], productsType: 2 },
  { name: '人体感应小夜灯', leaf: '小夜灯', sellingPoint: '起夜不摸黑，自动亮灭', price: 25, attrs: [['数量', ['1只装', '3只装']]], productsType: 4 },
  { name: '卫生间安全扶手', leaf: '安全扶手', sellingPoint: '不锈钢材质，承重牢固', price: 79, attrs: [['长度', ['30cm', '50cm']]], productsType: 4 },
  { name: '老年唱戏收音机', leaf: '收音机', sellingPoint: '戏曲评书，插卡播放', price: 129, attrs: [COLOR], productsType: 2 },
  { name: '红外线额温枪', leaf: '体温计', sellingPoint: '一秒测温，发热提醒', price: 59, attrs: [], productsType: 3 },
  { name: '加厚珊瑚绒睡衣', leaf: '睡衣', sellingPoint: '保暖舒适，开衫设计', price: 139, attrs: [COLOR, SIZE], productsType: 1 },
  { name: '低糖全麦饼干', leaf: '饼干', sellingPoint: '粗粮饱腹，独立小包', price: 32, attrs: [PACK], productsType: 0 },
];

const CARE: DemoProduct[] = [
  {
    name: '上门居家保洁服务',
    leaf: '居家保洁',
    sellingPoint: '专业保洁员上门，深度清洁',
    price: 80,
    attrs: [DURATION],
    serveType: 0,
    keywords: ['保洁', '上门'],
  },
  {
    name: '社区长者营养午餐',
    leaf: '营养午餐',
    sellingPoint: '荤素搭配，少油少盐',
    price: 15,
    attrs: [TIMES],
    serveType: 1,
    keywords: ['助餐', '午餐'],
  },
  { name: '上门助浴服务', leaf: '上门助浴', sellingPoint: '两人上门，安全助浴', price: 120, attrs: [TIMES], serveType: 2, keywords: ['助浴'] },
  {
    name: '就医陪诊代办',
    leaf: '陪诊代办',
    sellingPoint: '挂号取药，全程陪同',
    price: 150,
    attrs: [DURATION],
    serveType: 3,
    keywords: ['陪诊', '代办'],
  },
  { name: '康复理疗按摩', leaf: '康复理疗', sellingPoint: '专业理疗师，缓解疼痛', price: 100, attrs: [DURATION], serveType: 4, keywords: ['理疗'] },
  {
    name: '家电清洗服务',
    leaf: '家电清洗',
    sellingPoint: '空调油烟机深度清洗',
    price: 99,
    attrs: [['项目', ['空调', '油烟机']]],
    serveType: 0,
    keywords: ['清洗'],
  },
  { name: '老人理发上门', leaf: '上门理发', sellingPoint: '理发修面，行动不便也能享', price: 30, attrs: [TIMES], serveType: 4, keywords: ['理发'] },
  { name: '助餐送餐到家', leaf: '送餐到家', sellingPoint: '每日送餐，热饭热菜', price: 18, attrs: [TIMES], serveType: 1, keywords: ['送餐'] },
  { name: '代缴水电燃气费', leaf: '生活缴费', sellingPoint: '足不出户办生活缴费', price: 10, attrs: [], serveType: 3, keywords: ['缴费'] },
  { name: '居家适老化改造评估', leaf: '适老化评估', sellingPoint: '专业评估，安全住家', price: 200, attrs: [], serveType: 4, keywords: ['适老化'] },
  { name: '助洁季度套餐', leaf: '居家保洁', sellingPoint: '每周一次，省心省力', price: 880, attrs: [], serveType: 0, keywords: ['套餐'] },
  {
    name: '长者生日助餐宴',
    leaf: '营养午餐',
    sellingPoint: '寿面蛋糕，热闹庆生',
    price: 299,
    attrs: [['桌数', ['一桌', '两桌']]],
    serveType: 1,
    keywords: ['生日'],
  },
  { name: '适老防滑地垫', leaf: '地垫', sellingPoint: '吸水防滑，卫浴必备', price: 49, attrs: [COLOR], productsType: 4 },
  { name: '社区定制营养米粉', leaf: '米粉', sellingPoint: '易消化，高蛋白', price: 68, attrs: [WEIGHT], productsType: 0 },
  { name: '医用级护理床', leaf: '护理床', sellingPoint: '电动升降，防侧翻护栏', price: 3299, attrs: [], productsType: 4 },
  { name: '老年助步防滑袜', leaf: '防滑袜', sellingPoint: '底部硅胶点，防滑耐磨', price: 29, attrs: [SIZE], productsType: 1 },
  { name: '便携式制氧机', leaf: '制氧机', sellingPoint: '静音运行，氧浓度可调', price: 1899, attrs: [], productsType: 3 },
  { name: '智能语音药盒', leaf: '药盒', sellingPoint: '定时提醒，语音播报', price: 129, attrs: [COLOR], productsType: 2 },
  { name: '防烫保温饭盒', leaf: '饭盒', sellingPoint: '分格设计，方便携带', price: 59, attrs: [COLOR], productsType: 5 },
  { name: '护理级成人纸尿裤', leaf: '成人纸尿裤', sellingPoint: '超薄透气，防侧漏', price: 79, attrs: [SIZE], productsType: 4 },
  { name: '中医艾灸理疗服务', leaf: '康复理疗', sellingPoint: '温经散寒，专业艾灸师', price: 88, attrs: [TIMES], serveType: 4, keywords: ['艾灸'] },
  {
    name: '陪伴聊天探访服务',
    leaf: '陪伴探访',
    sellingPoint: '志愿者定期探访，排解孤独',
    price: 50,
    attrs: [DURATION],
    serveType: 3,
    keywords: ['陪伴'],
  },
  {
    name: '床上用品清洗',
    leaf: '居家保洁',
    sellingPoint: '除螨杀菌，上门取送',
    price: 69,
    attrs: [['件数', ['四件套', '六件套']]],
    serveType: 0,
    keywords: ['除螨'],
  },
  {
    name: '社区老年大学课程',
    leaf: '老年课程',
    sellingPoint: '书法绘画，丰富晚年',
    price: 199,
    attrs: [['课程', ['书法', '国画']]],
    serveType: 4,
    keywords: ['课程'],
  },
];

const COMMUNITIES: [name: string, address: string, type: 1 | 2][] = [
  ['幸福里社区', '朝阳区幸福路18号', 1],
  ['康乐家园社区', '朝阳区康乐街5号', 1],
  ['阳光花园社区', '海淀区阳光路66号', 1],
  ['和平里社区', '东城区和平里北街9号', 1],
  ['长青苑社区', '西城区长青路3号', 1],
  ['金色晚霞社区', '丰台区晚霞路21号', 1],
  ['幸福里养老驿站', '朝阳区幸福路20号', 2],
  ['康乐家园养老驿站', '朝阳区康乐街7号', 2],
  ['阳光花园养老驿站', '海淀区阳光路68号', 2],
  ['和平里养老驿站', '东城区和平里北街11号', 2],
  ['长青苑养老驿站', '西城区长青路5号', 2],
  ['金色晚霞养老驿站', '丰台区晚霞路23号', 2],
];

/** Status of the i-th product: mostly on sale, and every other status a few times. */
const STATUS_CYCLE = [1, 1, 1, 0, 1, 3, 1, 2, 1, 4, 1, 0];
const SOLD_OUT_EVERY = 9;

type Row = Record<string, unknown>;
async function idsOf(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows.map((r) => Number(Object.values(r)[0]));
}

/** Each demo shop's own leaf category for a platform leaf its products are sold under. */
const SHELVES: Record<number, Record<string, string[]>> = {
  [DEMO_SHOPS.ordinary.shopId]: {
    血压血糖: ['血压计', '血糖仪', '血氧仪', '体温计'],
    理疗按摩: ['按摩椅', '颈椎按摩仪', '足浴盆'],
    助行出行: ['轮椅', '助行器', '拐杖'],
    卫浴安全: ['洗澡椅', '安全扶手', '坐便椅'],
    中老年服装: ['开衫', '睡衣', '围巾', '护膝'],
    健步鞋袜: ['健步鞋'],
    五谷杂粮: ['小米', '燕麦片', '饼干'],
    滋补冲调: ['奶粉', '芝麻糊', '蜂蜜', '枸杞'],
    智能设备: ['健康手环', '定位器', '老人手机'],
    生活电器: ['电热毯', '加湿器', '收音机'],
    新品推荐: ['老花镜', '助听器', '放大镜', '护理床', '保温杯', '药盒', '小夜灯', '枕头', '护手霜'],
  },
  [DEMO_SHOPS.care.shopId]: {
    助洁服务: ['居家保洁', '家电清洗'],
    助浴服务: ['上门助浴'],
    代办陪诊: ['陪诊代办', '生活缴费', '陪伴探访', '适老化评估'],
    社区午餐: ['营养午餐'],
    送餐上门: ['送餐到家'],
    护理用品: ['地垫', '药盒', '饭盒', '成人纸尿裤', '防滑袜', '米粉'],
    康复器械: ['护理床', '制氧机'],
    康养课程: ['康复理疗', '上门理发', '老年课程'],
  },
};

/** The ids of each demo product's platform and shop categories, by name; 0 where the catalogue is not there. */
async function categoriesOf(db: Db, shopId: number, products: DemoProduct[]): Promise<{ platform: number; shop: number }[]> {
  const exists = await idsOf(db, sql`select case when to_regclass('category') is null then 0 else 1 end`);
  if (exists[0] !== 1) return products.map(() => ({ platform: 0, shop: 0 }));
  const result = (await db.execute(
    sql`select category_id, shop_id, name from category where (shop_id = 0 and level = 2) or shop_id = ${shopId}`,
  )) as unknown as { rows: Row[] };
  const idOf = (owner: number, name: string) => {
    const row = result.rows.find((r) => Number(r.shop_id) === owner && r.name === name);
    if (!row) throw new Error(`demo category ${name} of shop ${owner} is not in the catalogue`);
    return Number(row.category_id);
  };
  const shelfOf = (leaf: string) => Object.entries(SHELVES[shopId]!).find(([, leaves]) => leaves.includes(leaf))![0];
  return products.map((p) => ({ platform: idOf(0, p.leaf), shop: idOf(shopId, shelfOf(p.leaf)) }));
}

type BasicValue = { attrId: number; attrName: string; attrValueId: number; attrValueName: string };

/** The first value of every basic attribute of each platform category, so seeded products pass the important-attribute check on edit. */
async function basicValuesByCategory(db: Db): Promise<Map<number, BasicValue[]>> {
  const byCategory = new Map<number, BasicValue[]>();
  const exists = await idsOf(db, sql`select case when to_regclass('attr_category') is null then 0 else 1 end`);
  if (exists[0] !== 1) return byCategory;
  const result = (await db.execute(sql`
    select ac.category_id, a.attr_id, a.name, v.attr_value_id, v.value
    from attr_category ac
    join attr a on a.attr_id = ac.attr_id and a.attr_type = 1
    join lateral (select attr_value_id, value from attr_value where attr_id = a.attr_id order by attr_value_id limit 1) v on true
    order by ac.category_id, a.attr_id`)) as unknown as { rows: Row[] };
  for (const r of result.rows) {
    const list = byCategory.get(Number(r.category_id)) ?? [];
    list.push({ attrId: Number(r.attr_id), attrName: String(r.name), attrValueId: Number(r.attr_value_id), attrValueName: String(r.value) });
    byCategory.set(Number(r.category_id), list);
  }
  return byCategory;
}

function combinations(attrs: SalesAttr[]): [string, string][][] {
  return attrs.reduce<[string, string][][]>(
    (acc, [name, values]) => acc.flatMap((combo) => values.map((v) => [...combo, [name, v] as [string, string]])),
    [[]],
  );
}

async function seedShop(
  db: Db,
  shopId: number,
  products: DemoProduct[],
  imageOffset: number,
  communityIds: { id: number; name: string; type: number }[],
) {
  const categories = await categoriesOf(db, shopId, products);
  const basicValues = await basicValuesByCategory(db);
  const care = communityIds.length > 0;
  const specs = products.map((p, i) => {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const soldOut = status === SpuStatus.ON_SHELF && i % SOLD_OUT_EVERY === SOLD_OUT_EVERY - 1;
    const combos = combinations(p.attrs);
    const skus = combos.map((combo, k) => ({
      combo,
      price: Math.round(p.price * 100) + k * 500,
      stock: soldOut ? 0 : 20 + ((i * 7 + k * 13) % 180),
      partyCode: `CM${shopId}${String(i + 1).padStart(3, '0')}${k + 1}`,
    }));
    return { p, i, status, skus, image: imageOffset + i };
  });
  const inserted = await db
    .insert(spu)
    .values(
      specs.map(({ p, i, status, skus, image }) => ({
        shopId,
        categoryId: categories[i]!.platform,
        shopCategoryId: categories[i]!.shop,
        name: p.name,
        sellingPoint: p.sellingPoint,
        mainImgUrl: demoImagePath(image),
        imgUrls: [image, image + 100, image + 200].map(demoImagePath).join(','),
        priceFee: Math.min(...skus.map((s) => s.price)),
        marketPriceFee: Math.round(Math.min(...skus.map((s) => s.price)) * 1.3),
        status,
        seq: (i * 37) % 100,
        publicationType: p.serveType !== undefined ? 1 : 0,
        productsType: p.serveType !== undefined ? null : (p.productsType ?? 5),
        serveType: p.serveType ?? null,
        opinion: status === SpuStatus.REJECTED ? '商品主图不清晰，请更换后重新提交' : null,
        wgOpinion: status === SpuStatus.VIOLATION ? '商品描述含夸大功效用语' : null,
        saleNum: (i * 53) % 400,
        stock: skus.reduce((sum, s) => sum + s.stock, 0),
        createTime: new Date(Date.UTC(2026, 9, 1 + (i % 28), 2, i)),
      })),
    )
    .returning({ spuId: spu.spuId });
  const spuIds = inserted.map((r) => r.spuId);

  const skuRows = specs.flatMap(({ p, skus }, n) =>
    skus.map((s) => ({
      spuId: spuIds[n]!,
      shopId,
      skuName: s.combo.map(([, v]) => v).join(' ') || p.name,
      attrs: s.combo.map(([name]) => name).join(',') || null,
      priceFee: s.price,
      marketPriceFee: Math.round(s.price * 1.3),
      stock: s.stock,
      partyCode: s.partyCode,
      status: 1,
    })),
  );
  const skuIds = (await db.insert(sku).values(skuRows).returning({ skuId: sku.skuId })).map((r) => r.skuId);
  let cursor = 0;
  const attrRows = specs.flatMap(({ skus }, n) =>
    skus.flatMap((s) => {
      const skuId = skuIds[cursor++]!;
      return s.combo.map(([attrName, attrValueName]) => ({ spuId: spuIds[n]!, skuId, attrName, attrValueName }));
    }),
  );
  if (attrRows.length) await db.insert(spuSkuAttrValue).values(attrRows);

  const basicRows = specs.flatMap(({ i }, n) => (basicValues.get(categories[i]!.platform) ?? []).map((v) => ({ spuId: spuIds[n]!, ...v })));
  if (basicRows.length) await db.insert(spuAttrValue).values(basicRows);

  await db.insert(spuDetail).values(
    specs.map(({ p }, n) => ({
      spuId: spuIds[n]!,
      detail: `<h3>${p.name}</h3><p>${p.sellingPoint}。</p><p>专为长者设计，品质有保障，支持七天无理由退换。</p>`,
    })),
  );
  const keywords = specs.flatMap(({ p }, n) => (p.keywords ?? []).map((keyword) => ({ spuId: spuIds[n]!, keyword })));
  if (keywords.length) await db.insert(spuKeyword).values(keywords);
  if (care) {
    await db.insert(spuCommunity).values(
      spuIds.flatMap((spuId, n) =>
        [communityIds[n % communityIds.length]!, communityIds[(n + 6) % communityIds.length]!].map((c) => ({
          spuId,
          communityType: c.type,
          communityId: c.id,
          communityName: c.name,
        })),
      ),
    );
  }

  const violations = specs.filter((s) => s.status === SpuStatus.VIOLATION);
  for (const [k, v] of violations.entries()) {
    const [event] = await db
      .insert(offlineHandleEvent)
      .values({
        shopId,
        spuId: spuIds[v.i]!,
        handler: '平台管理员',
        offlineReason: '商品描述含夸大功效用语',
        status: k % 2 === 0 ? OfflineEventStatus.OFFLINE : OfflineEventStatus.FAILED,
      })
      .returning({ eventId: offlineHandleEvent.eventId });
    if (k % 2 === 1) {
      await db.insert(offlineHandleEventItem).values({
        eventId: event!.eventId,
        reapplyReason: '已修改商品描述，删除夸大用语',
        refuseReason: '详情页仍有功效宣传，请继续修改',
        auditTime: new Date(),
      });
    }
  }
}

/** A deterministic catalogue for both demo shops: 64 products with skus, pictures and every status. */
export async function seedSpus(db: Db): Promise<void> {
  const tenant = DEMO_SHOPS.care.tenantName;
  const communities = await db
    .insert(community)
    .values(COMMUNITIES.map(([communityName, communityAddress, commType]) => ({ communityName, communityAddress, commType, affiliation: tenant })))
    .returning();
  await seedShop(db, DEMO_SHOPS.ordinary.shopId, ORDINARY, 1, []);
  await seedShop(
    db,
    DEMO_SHOPS.care.shopId,
    CARE,
    ORDINARY.length + 1,
    communities.map((c) => ({ id: c.id, name: c.communityName, type: c.commType })),
  );
}
