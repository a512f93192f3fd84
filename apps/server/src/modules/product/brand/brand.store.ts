// Brands in the database: platform rows, linked to platform categories, that every shop reads.
import { and, asc, eq, ne } from 'drizzle-orm';
import { BrandStatus, type BrandVO } from '@caremall/contract';
import { brand, categoryBrand } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db/client.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';

/** The brands of a category in seq order; offline ones too (shown disabled), deleted ones not. */
export async function brandsOfCategory(db: Db, categoryId: number, resourcesUrl: string): Promise<BrandVO[]> {
  const rows = await db
    .select({ brand })
    .from(categoryBrand)
    .innerJoin(brand, eq(brand.brandId, categoryBrand.brandId))
    .where(and(eq(categoryBrand.categoryId, categoryId), ne(brand.status, BrandStatus.DELETED)))
    .orderBy(asc(brand.seq), asc(brand.brandId));
  return rows.map(({ brand: b }) => ({
    brandId: b.brandId,
    name: b.name,
    desc: b.desc,
    imgUrl: withResourcesUrl(resourcesUrl, b.imgUrl),
    firstLetter: b.firstLetter,
    seq: b.seq,
    status: b.status,
    categories: null,
  }));
}
