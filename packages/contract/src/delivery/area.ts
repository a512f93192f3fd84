// Address and delivery areas (spec §1, §2, §9; contract §4.7): four levels from region to district. The platform's
// address areas are shared by every shop; a shop adds its own delivery areas among them and changes only those.
// The calls, their bodies, answers and messages.
import { z } from 'zod';
import { requiredId, saveId, readVersion, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';
import { templated } from '../i18n/template.ts';

/** Levels run from 0 (region) to 3 (district); a district has no children. */
export const AREA_LIMITS = { nameMax: 50, maxLevel: 3 } as const;

export const AREA_MESSAGES = {
  nameRequired: '地区名称不能为空',
  nameTooLong: `地区名称不能超过${AREA_LIMITS.nameMax}个字符`,
  idRequired: 'areaId不能为空',
  notFound: '地区不存在或已删除',
  hasChildren: '该地区下还有下级地区，请先删除下级地区',
  /** The platform's area under which shops' delivery areas hang (the platform does not see them). */
  hasShopAreas: templated('该地区下挂有{shops}个店铺的配送区域，待店铺删除这些配送区域后才能删除该地区', (shops: number) => ({ shops })),
  /** A move to another level: the sub-areas would no longer fit their levels. */
  levelFixedByChildren: '该地区下还有下级地区，不能改变所在层级',
  levelFixedByShopAreas: templated('该地区下挂有{shops}个店铺的配送区域，不能改变所在层级', (shops: number) => ({ shops })),
  badParent: '上级地区不正确',
  noRight: '无权限操作！',
} as const;
const M = AREA_MESSAGES;

export const AREA_PATHS = servicePaths('delivery', {
  /** Without parentId: the whole tree, children nested; with it: that area's direct children. */
  list: '/m/area/list',
  one: '/m/area',
});

const parentId = z.coerce.number({ error: M.badParent }).int(M.badParent).nonnegative(M.badParent).max(Number.MAX_SAFE_INTEGER, M.badParent);

export const AreaBody = z.object({
  areaId: saveId(M.notFound),
  areaName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(AREA_LIMITS.nameMax, M.nameTooLong),
  /** 0: a top-level area; left out: a new area at the top, an edited one where it is. */
  parentId: parentId.optional(),
  version: readVersion(),
});
export type AreaBody = z.infer<typeof AreaBody>;

export const AreaIdQuery = z.object({ areaId: requiredId(M.idRequired) });
export type AreaIdQuery = z.infer<typeof AreaIdQuery>;

export const AreaListQuery = z.object({ parentId: parentId.optional() });
export type AreaListQuery = z.infer<typeof AreaListQuery>;

/** shopId: 0 for a shared address area, otherwise the shop whose delivery area it is (only that shop sees it). */
export const AreaVO = z.object({
  areaId: z.number(),
  parentId: z.number(),
  areaName: z.string(),
  level: z.number(),
  shopId: z.number(),
  version: RecordVersion,
});
export type AreaVO = z.infer<typeof AreaVO>;

/** An area of the whole tree, with its children (and without its `version`, which only an edit needs). */
export const AreaNodeVO = AreaVO.omit({ version: true }).extend({
  get children() {
    return z.array(AreaNodeVO).optional();
  },
});
export type AreaNodeVO = z.infer<typeof AreaNodeVO>;
