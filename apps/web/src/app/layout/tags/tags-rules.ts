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
 * Where to go after the active tag closed: the last remaining tag; with none left the user's home screen (`home`,
 * the order page for most), except that closing the home screen's last tag brings it back. Straight to the home, not
 * to `/`: the root is outside the shell, which would start over, and the focus the tags bar hands on with it.
 */
export function targetAfterClosing(remaining: TagView[], closed: TagView, home: string | null = HOME_SCREEN_PATH): NavigationTarget {
  const last = remaining[remaining.length - 1];
  if (last) return { to: last.fullPath, replace: false };
  if (closed.path === home) return { to: refreshPathFor(closed.fullPath), replace: true };
  return { to: home ?? '/', replace: false };
}
