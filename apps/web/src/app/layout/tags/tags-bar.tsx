import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PageRoute } from '../../app-routes';
import { normalizePath, REDIRECT_PREFIX, refreshPathFor } from '../../../shared/routing/paths';
import { useAppRoutes } from '../../use-app-routes';
import { homeOf } from '../../home-redirect';
import { CONTEXT_MENU_WIDTH, TagsContextMenu, type TagAction } from './tags-context-menu';
import { closeAllTags, closeTag, targetAfterClosing, type NavigationTarget, type TagView } from './tags-rules';
import { useTagsStore } from './tags-store';
import { pageNameAt, pageNameText } from '../../page-names';

interface OpenMenu {
  view: TagView;
  left: number;
  top: number;
}

/** The page an address shows: while a refresh goes through /redirect, the page being refreshed. */
const pagePath = (pathname: string) => normalizePath(pathname.startsWith(`${REDIRECT_PREFIX}/`) ? pathname.slice(REDIRECT_PREFIX.length) : pathname);

/**
 * Scrolls the bar, and only the bar, until the tag shows. (`scrollIntoView` would also move the page's Tab starting
 * point to the tag: after signing in, Tab went to the tags bar instead of the skip link.)
 */
function scrollBarTo(tag: HTMLElement | null): void {
  const bar = tag?.parentElement;
  if (!tag || !bar) return;
  const [shown, wanted] = [bar.getBoundingClientRect(), tag.getBoundingClientRect()];
  if (wanted.left < shown.left) bar.scrollLeft -= shown.left - wanted.left;
  else if (wanted.right > shown.right) bar.scrollLeft += wanted.right - shown.right;
}

/** The tag a page shows under, opened at `fullPath`. */
export function tagFor(page: PageRoute, fullPath: string): TagView {
  const search = fullPath.includes('?') ? fullPath.slice(fullPath.indexOf('?')) : '';
  return { path: page.fullPath, fullPath, ...pageNameAt(page, search), affix: page.affix };
}

export function TagsBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const views = useTagsStore((state) => state.views);
  const store = useTagsStore.getState;
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const activeTag = useRef<HTMLLIElement>(null);
  const tagButtons = useRef(new Map<string, HTMLButtonElement>());
  // While a refresh goes through /redirect, the page being refreshed is still the current one.
  const refreshing = location.pathname.startsWith(`${REDIRECT_PREFIX}/`);
  const currentPath = pagePath(location.pathname);
  const currentFullPath = location.pathname + location.search;

  useEffect(() => {
    for (const page of routes.pages.values()) if (page.affix) store().addView(tagFor(page, page.fullPath));
  }, [routes, store]);

  useEffect(() => {
    // The active tag closes once its page has been left: a page that asks first (unsaved changes) may be stayed on.
    const { leaving } = store();
    if (leaving !== null && leaving !== currentPath) {
      store().closeOnLeaving(null);
      store().closeView(leaving);
    }
    const page = routes.pages.get(currentPath);
    if (page && !refreshing) store().addView(tagFor(page, currentFullPath));
    // Next frame: the tag just added is drawn by then, and the page is laid out once for both (asked for here, the
    // scroll laid the page out an extra time before the screen's rows were in).
    const frame = requestAnimationFrame(() => scrollBarTo(activeTag.current));
    return () => cancelAnimationFrame(frame);
  }, [routes, currentPath, currentFullPath, refreshing, store]);

  // The bar narrowing (a narrower window, the sidebar opening) keeps the active tag in view too.
  const bar = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => scrollBarTo(activeTag.current));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!menu) return;
    const close = (event: PointerEvent) => {
      if (!(event.target as Element).closest?.('[data-testid="tags-contextmenu"]')) setMenu(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [menu]);

  /** Escape or Tab leave the menu: the focus goes back to its tag. */
  const dismissMenu = () => {
    if (menu) tagButtons.current.get(menu.view.path)?.focus();
    setMenu(null);
  };

  // A tag closed (or refreshed) from the bar takes its button, or the menu, with it: the focus goes, once the bar has
  // settled (after the navigation, if the action navigates), to the tag that took the place of another page's tag
  // closed, so closing tags one after another goes on from there, or else to the tag of the page shown.
  const nav = useRef<HTMLElement>(null);
  const refocus = useRef<{ from: string; navigates: boolean; to?: string } | null>(null);
  const keepFocusInBar = () => void (refocus.current = { from: location.key, navigates: false });
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || refreshing || (pending.navigates && location.key === pending.from)) return;
    const shown = views.find((view) => view.path === pending.to) ?? views.find((view) => view.path === currentPath);
    const button = shown && tagButtons.current.get(shown.path);
    if (!button) return;
    refocus.current = null;
    // Unless the page shown, or the user, has put the focus somewhere else meanwhile.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || nav.current?.contains(active)) button.focus();
  });

  const go = ({ to, replace }: NavigationTarget) => {
    if (refocus.current) refocus.current.navigates = true;
    navigate(to, { replace });
  };
  const isActive = (view: TagView) => view.path === currentPath;

  const close = (view: TagView) => {
    if (view.affix) return;
    if (!isActive(view)) {
      const all = store().views;
      const at = all.indexOf(view);
      if (refocus.current) refocus.current.to = (all[at + 1] ?? all[at - 1])?.path;
      return void store().closeView(view.path);
    }
    const target = targetAfterClosing(closeTag(store().views, view.path), view, homeOf(routes));
    // The order page's last tag closes onto the order page again (drawn afresh): nothing is left.
    if (target.to.startsWith(`${REDIRECT_PREFIX}/`)) store().closeView(view.path);
    else store().closeOnLeaving(view.path);
    go(target);
  };

  /** Closes every tag but `kept` (and the fixed ones), the active one once `target` has been reached. */
  const closeAllBut = (kept: TagView | null, target: NavigationTarget) => {
    const active = store().views.find(isActive);
    for (const other of store().views) if (!other.affix && other !== kept && other !== active) store().closeView(other.path);
    if (!active || active === kept || active.affix) return;
    store().closeOnLeaving(active.path);
    go(target);
  };

  const runAction = (action: TagAction, view: TagView) => {
    setMenu(null);
    keepFocusInBar();
    if (action === 'refresh') go({ to: refreshPathFor(view.fullPath), replace: true });
    if (action === 'close') close(view);
    if (action === 'closeOthers') closeAllBut(view, { to: view.fullPath, replace: false });
    if (action === 'closeAll') closeAllBut(null, targetAfterClosing(closeAllTags(store().views), view, homeOf(routes)));
  };

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    // The context-menu key opens it too, under the tag (the event then has no pointer position).
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    const [x, y] = event.clientX || event.clientY ? [event.clientX, event.clientY] : [box.left, box.bottom];
    setMenu({ view, left: Math.min(x, window.innerWidth - CONTEXT_MENU_WIDTH), top: y });
  };

  const titleOf = (view: TagView) => pageNameText(view, t) ?? view.path;

  return (
    <nav className="tags-bar" ref={nav} data-testid="tags-bar" aria-label={t('shell:navbar.tags')}>
      <ul className="tags-bar__scroll" ref={bar}>
        {views.map((view) => {
          const active = isActive(view);
          const title = titleOf(view);
          return (
            <li
              key={view.path}
              ref={active ? activeTag : undefined}
              data-testid={`tag-${view.fullPath}`}
              className={active ? 'tags-bar__tag tags-bar__tag--active' : 'tags-bar__tag'}
              onContextMenu={(event) => openMenu(event, view)}
            >
              <button
                type="button"
                className="tags-bar__open"
                aria-current={active ? 'page' : undefined}
                ref={(button) => void (button ? tagButtons.current.set(view.path, button) : tagButtons.current.delete(view.path))}
                // Judged again on the address as it is now: while the next page's code loads, the bar still shows the
                // page being left as the active one, and a click on its tag would be lost.
                onClick={() => (!active || pagePath(window.location.pathname) !== view.path) && navigate(view.fullPath)}
              >
                {title}
              </button>
              {!view.affix && (
                <button
                  type="button"
                  className="tags-bar__close"
                  aria-label={t('shell:navbar.closeTag', { title })}
                  onClick={() => {
                    keepFocusInBar();
                    close(view);
                  }}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu && <TagsContextMenu view={menu.view} left={menu.left} top={menu.top} onAction={runAction} onDismiss={dismissMenu} />}
    </nav>
  );
}
