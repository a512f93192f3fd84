// Brands (spec §5, the brand selector): the brands linked to a platform category, as the product form lists them.
import { z } from 'zod';
import { servicePaths } from '../common/services.ts';

/** Brand status: 1 normal, otherwise offline (-1 deleted). */
export const BrandStatus = { DELETED: -1, OFFLINE: 0, NORMAL: 1 } as const;

/** The call takes the category as `CategoryIdQuery` (category.ts). */
export const BRAND_PATHS = servicePaths('product', {
  byCategory: '/admin/brand/get_brand_by_category_id',
});

export const BrandVO = z.object({
  brandId: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  imgUrl: z.string().nullable(),
  firstLetter: z.string().nullable(),
  seq: z.number(),
  status: z.number(),
  /** mall4cloud's linked categories; never filled by this call. */
  categories: z.null(),
});
export type BrandVO = z.infer<typeof BrandVO>;
export const BrandList = z.array(BrandVO);
