import type { CategoryVO } from '@caremall/contract';
import type { category } from '../../../db/schema/index.ts';
import { withResourcesUrl } from '../../../platform/http/images.ts';

export type CategoryRow = typeof category.$inferSelect;

export function toCategoryVO(r: CategoryRow, resourcesUrl: string, pathNames: string[] | null = null): CategoryVO {
  return {
    categoryId: r.categoryId,
    shopId: r.shopId,
    parentId: r.parentId,
    name: r.name,
    desc: r.desc,
    path: r.path,
    status: r.status,
    icon: withResourcesUrl(resourcesUrl, r.icon),
    imgUrl: withResourcesUrl(resourcesUrl, r.imgUrl),
    level: r.level,
    seq: r.seq,
    pathNames,
    categories: null,
  };
}

/** path of a child: the parent's ancestors and the parent, joined by '-'. */
export const childPath = (parent: Pick<CategoryRow, 'path' | 'categoryId'>) =>
  parent.path ? `${parent.path}-${parent.categoryId}` : String(parent.categoryId);

export const ancestorIds = (path: string) =>
  path
    ? path
        .split('-')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];
