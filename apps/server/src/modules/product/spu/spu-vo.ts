import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { SkuVO, SpuVO } from '@caremall/contract';
import { sku, spu, spuAttrValue, spuCommunity, spuDetail, spuKeyword, spuSkuAttrValue } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { showFail } from '../../../platform/http/envelope.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';
import { formatTime } from '../../../platform/http/time.ts';

export const MSG_SPU_NOT_FOUND = '商品不存在或者已被删除！';

export type SpuRow = typeof spu.$inferSelect;
export type SkuRow = typeof sku.$inferSelect;

/** The shop's live (not deleted) product; another shop's id reads as not found. */
export async function findOwnedSpu(db: Db, shopId: number, spuId: number, forUpdate = false): Promise<SpuRow> {
  const query = db
    .select()
    .from(spu)
    .where(and(eq(spu.spuId, spuId), eq(spu.shopId, shopId), ne(spu.status, -1)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw showFail(MSG_SPU_NOT_FOUND);
  return row;
}

export function toSpuBase(r: SpuRow, resourcesUrl: string) {
  return {
    spuId: r.spuId,
    shopId: r.shopId,
    categoryId: r.categoryId,
    shopCategoryId: r.shopCategoryId,
    brandId: r.brandId,
    name: r.name,
    spuName: r.name,
    sellingPoint: r.sellingPoint,
    mainImgUrl: withResourcesUrl(resourcesUrl, r.mainImgUrl),
    imgUrls: withResourcesUrl(resourcesUrl, r.imgUrls),
    priceFee: r.priceFee,
    marketPriceFee: r.marketPriceFee,
    status: r.status,
    spuStatus: r.status,
    hasSkuImg: r.hasSkuImg,
    seq: r.seq,
    publicationType: r.publicationType,
    productsType: r.productsType,
    serveType: r.serveType,
    isCompose: r.isCompose,
    deliveryMode: r.deliveryMode,
    opinion: r.opinion,
    wgOpinion: r.wgOpinion,
    totalStock: r.stock,
    stock: r.stock,
    saleNum: r.saleNum,
    createTime: formatTime(r.createTime),
    updateTime: formatTime(r.updateTime),
  };
}

export async function loadSkus(db: Db, spuIds: number[]): Promise<Map<number, SkuVO[]>> {
  const bySpu = new Map<number, SkuVO[]>();
  if (spuIds.length === 0) return bySpu;
  const skus = await db
    .select()
    .from(sku)
    .where(and(inArray(sku.spuId, spuIds), ne(sku.status, -1)))
    .orderBy(asc(sku.skuId));
  const attrs = skus.length
    ? await db
        .select()
        .from(spuSkuAttrValue)
        .where(
          and(
            inArray(
              spuSkuAttrValue.skuId,
              skus.map((s) => s.skuId),
            ),
            ne(spuSkuAttrValue.status, -1),
          ),
        )
        .orderBy(asc(spuSkuAttrValue.spuSkuAttrId))
    : [];
  for (const s of skus) {
    const list = bySpu.get(s.spuId) ?? [];
    list.push({
      skuId: s.skuId,
      spuId: s.spuId,
      skuName: s.skuName,
      attrs: s.attrs,
      imgUrl: s.imgUrl,
      priceFee: s.priceFee,
      marketPriceFee: s.marketPriceFee,
      stock: s.stock,
      partyCode: s.partyCode,
      modelId: s.modelId,
      status: s.status,
      spuSkuAttrValues: attrs
        .filter((a) => a.skuId === s.skuId)
        .map((a) => ({
          spuSkuAttrId: a.spuSkuAttrId,
          attrId: a.attrId,
          attrName: a.attrName,
          attrValueId: a.attrValueId,
          attrValueName: a.attrValueName,
        })),
    });
    bySpu.set(s.spuId, list);
  }
  return bySpu;
}

/** The whole product as the edit page reads it. */
export async function loadSpuVO(db: Db, shopId: number, spuId: number, resourcesUrl: string): Promise<SpuVO> {
  const row = await findOwnedSpu(db, shopId, spuId);
  const [detail] = await db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId));
  const attrValues = await db.select().from(spuAttrValue).where(eq(spuAttrValue.spuId, spuId)).orderBy(asc(spuAttrValue.spuAttrValueId));
  const keywords = await db.select().from(spuKeyword).where(eq(spuKeyword.spuId, spuId)).orderBy(asc(spuKeyword.spuKeywordId));
  const communities = await db.select().from(spuCommunity).where(eq(spuCommunity.spuId, spuId)).orderBy(asc(spuCommunity.spuCommunityId));
  const skus = (await loadSkus(db, [spuId])).get(spuId) ?? [];
  return {
    ...toSpuBase(row, resourcesUrl),
    detail: detail?.detail ?? null,
    spuAttrValues: attrValues.map((a) => ({
      spuAttrValueId: a.spuAttrValueId,
      spuId: a.spuId,
      attrId: a.attrId,
      attrName: a.attrName,
      attrValueId: a.attrValueId,
      attrValueName: a.attrValueName,
    })),
    spuKeywordValues: keywords.map((k) => ({ keyword: k.keyword })),
    spuCommunityValues: communities.map((c) => ({ communityType: c.communityType, communityId: c.communityId, communityName: c.communityName })),
    skus,
    skuList: skus,
  };
}
