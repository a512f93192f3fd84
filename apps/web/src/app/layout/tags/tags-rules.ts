import { HOME_SCREEN_PATH } from '@caremall/contract';
import { refreshPathFor } from '../../../shared/routing/paths';

export interface TagView {
  /** Identity of the tag: one tag per page path. */
  path: string;
  /** Path with query, used to return to the page as it was. */
  fullPath: string;
  title: string | null;
  titleKey?: string;
  affix: boolean;
}

export interface NavigationTarget {
  to: string;
  replace: boolean;
}

/** Adds a tag, or refreshes the query of an already open one. */
export function addTag(views: TagView[], view: TagView): TagView[] {
  const index = views.findIndex((open) => open.path === view.path);
  if (index === -1) return [...views, view];
  const open = views[index]!;
  if (open.fullPath === view.fullPath && open.title === view.title && open.titleKey === view.titleKey) return views;
  const { fullPath, title, titleKey } = view;
  return views.map((existing, i) => (i === index ? { ...existing, fullPath, title, titleKey } : existing));
}

export function closeTag(views: TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

export function closeAllTags(views: TagView[]): TagView[] {
  return views.filter((view) => view.affix);
}

/**
 * Where to go after the active tag closed: the last remaining tag; with none left the root,
 * except that closing the order page's last tag brings the order page back.
 */
export function targetAfterClosing(remaining: TagView[], closed: TagView): NavigationTarget {
  const last = remaining[remaining.length - 1];
  if (last) return { to: last.fullPath, replace: false };
  if (closed.path === HOME_SCREEN_PATH) return { to: refreshPathFor(closed.fullPath), replace: true };
  return { to: '/', replace: false };
}
