import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PageRoute } from '../../app-routes';
import { normalizePath, refreshPathFor } from '../../../shared/routing/paths';
import { useAppRoutes } from '../../use-app-routes';
import { CONTEXT_MENU_WIDTH, TagsContextMenu, type TagAction } from './tags-context-menu';
import { targetAfterClosing, type NavigationTarget, type TagView } from './tags-rules';
import { useTagsStore } from './tags-store';
import { menuText } from '../../../shared/i18n/menu-texts';

interface OpenMenu {
  view: TagView;
  left: number;
  top: number;
}

function tagFor(page: PageRoute, fullPath: string): TagView {
  return { path: page.fullPath, fullPath, title: page.title, titleKey: page.titleKey, affix: page.affix };
}

export function TagsBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const routes = useAppRoutes();
  const views = useTagsStore((state) => state.views);
  const store = useTagsStore.getState;
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const activeTag = useRef<HTMLSpanElement>(null);
  const currentPath = normalizePath(location.pathname);
  const currentFullPath = location.pathname + location.search;

  useEffect(() => {
    for (const page of routes.pages.values()) if (page.affix) store().addView(tagFor(page, page.fullPath));
  }, [routes, store]);

  useEffect(() => {
    const page = routes.pages.get(currentPath);
    if (page) store().addView(tagFor(page, currentFullPath));
    activeTag.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [routes, currentPath, currentFullPath, store]);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const go = ({ to, replace }: NavigationTarget) => navigate(to, { replace });
  const isActive = (view: TagView) => view.path === currentPath;

  const close = (view: TagView) => {
    if (view.affix) return;
    const remaining = store().closeView(view.path);
    if (isActive(view)) go(targetAfterClosing(remaining, view));
  };

  const runAction = (action: TagAction, view: TagView) => {
    setMenu(null);
    if (action === 'refresh') go({ to: refreshPathFor(view.fullPath), replace: true });
    if (action === 'close') close(view);
    if (action === 'closeOthers') {
      if (!isActive(view)) navigate(view.fullPath);
      store().closeOthers(view.path);
    }
    if (action === 'closeAll') {
      const remaining = store().closeAll();
      if (!remaining.some(isActive)) go(targetAfterClosing(remaining, view));
    }
  };

  const openMenu = (event: MouseEvent, view: TagView) => {
    event.preventDefault();
    const left = Math.min(event.clientX, window.innerWidth - CONTEXT_MENU_WIDTH);
    setMenu({ view, left, top: event.clientY });
  };

  return (
    <div className="tags-bar" data-testid="tags-bar">
      <div className="tags-bar__scroll">
        {views.map((view) => {
          const active = isActive(view);
          return (
            <Tag
              key={view.path}
              ref={active ? activeTag : undefined}
              data-testid={`tag-${view.fullPath}`}
              className={active ? 'tags-bar__tag tags-bar__tag--active' : 'tags-bar__tag'}
              closable={!view.affix}
              onClose={(event) => {
                event.preventDefault();
                event.stopPropagation();
                close(view);
              }}
              onClick={() => !active && navigate(view.fullPath)}
              onContextMenu={(event) => openMenu(event, view)}
            >
              {view.title !== null ? menuText(view.title, t) : view.titleKey ? t(view.titleKey) : view.path}
            </Tag>
          );
        })}
      </div>
      {menu && <TagsContextMenu view={menu.view} left={menu.left} top={menu.top} onAction={runAction} />}
    </div>
  );
}
