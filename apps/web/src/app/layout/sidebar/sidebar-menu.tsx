import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavNode } from '../../app-routes';
import { menuText } from '../../../shared/i18n/menu-texts';
import { normalizePath } from '../../../shared/routing/paths';
import { Popover } from '../../../shared/ui';
import { MenuIcon } from '../../../shared/widgets/menu-icons';
import { findPageRoute, useAppRoutes } from '../../use-app-routes';
import { ancestorKeys } from './menu-items';

interface SidebarMenuProps {
  /** Only the top level's icons show; a directory opens beside its icon, the sidebar staying as narrow. */
  collapsed: boolean;
  onNavigate?: () => void;
}

interface LevelProps {
  nodes: NavNode[];
  topLevel: boolean;
  selectedKey: string;
  open: Set<string>;
  collapsed: boolean;
  toggle: (key: string) => void;
  onNavigate?: () => void;
}

/** One level of the menu: directories are disclosure buttons over their entries, pages are links. */
function MenuLevel({ nodes, topLevel, selectedKey, open, collapsed, toggle, onNavigate }: LevelProps) {
  const { t } = useTranslation();
  return (
    <ul className={topLevel ? 'side-menu' : 'side-menu__sub'}>
      {nodes.map((node) => {
        const title = menuText(node.title, t);
        const icon = topLevel && (
          <span aria-hidden="true">
            <MenuIcon name={node.icon} />
          </span>
        );
        const label = <span className={collapsed ? 'visually-hidden' : 'side-menu__label'}>{title}</span>;
        if (node.children && collapsed) {
          return (
            <li key={node.key}>
              <CollapsedDirectory {...{ node, title, icon, selectedKey, open, toggle, onNavigate }} />
            </li>
          );
        }
        if (node.children) {
          const expanded = open.has(node.key);
          return (
            <li key={node.key}>
              <button type="button" className="side-menu__entry side-menu__directory" aria-expanded={expanded} onClick={() => toggle(node.key)}>
                {icon}
                {label}
                <span className="side-menu__arrow" aria-hidden="true" />
              </button>
              {expanded && <MenuLevel {...{ nodes: node.children, topLevel: false, selectedKey, open, collapsed, toggle, onNavigate }} />}
            </li>
          );
        }
        const current = node.key === selectedKey;
        return (
          <li key={node.key}>
            {node.external ? (
              <a className="side-menu__entry" href={node.key} target="_blank" rel="noopener noreferrer" title={collapsed ? title : undefined}>
                {icon}
                {label}
              </a>
            ) : (
              <Link
                className="side-menu__entry"
                to={node.key}
                aria-current={current ? 'page' : undefined}
                title={collapsed ? title : undefined}
                onClick={onNavigate}
              >
                {icon}
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type DirectoryProps = Omit<LevelProps, 'nodes' | 'topLevel' | 'collapsed'> & { node: NavNode; title: string; icon: ReactNode };

/** A directory of the collapsed sidebar: its icon opens its entries beside it, and choosing one closes them. */
function CollapsedDirectory({ node, title, icon, onNavigate, ...level }: DirectoryProps) {
  const [shown, setShown] = useState(false);
  const holdsCurrentPage = ancestorKeys([node], level.selectedKey).length > 0;
  const navigate = () => {
    setShown(false);
    onNavigate?.();
  };
  return (
    <Popover
      open={shown}
      onOpenChange={setShown}
      label={title}
      placement="right"
      className="side-menu__flyout"
      data-testid={`sidebar-flyout-${node.key}`}
      trigger={(props) => (
        <button
          type="button"
          className={['side-menu__entry side-menu__directory', holdsCurrentPage && 'side-menu__directory--current'].filter(Boolean).join(' ')}
          title={title}
          {...props}
        >
          {icon}
          <span className="visually-hidden">{title}</span>
        </button>
      )}
    >
      <div className="side-menu__flyout-title" aria-hidden="true">
        {title}
      </div>
      <MenuLevel nodes={node.children ?? []} topLevel={false} collapsed={false} onNavigate={navigate} {...level} />
    </Popover>
  );
}

/** The sidebar's menu from the server's routes; the current page's directories open with it. */
export function SidebarMenu({ collapsed, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const routes = useAppRoutes();
  const selectedKey = findPageRoute(routes, pathname)?.activeMenu || normalizePath(pathname);
  const [open, setOpen] = useState(() => new Set(ancestorKeys(routes.nav, selectedKey)));

  useEffect(() => {
    setOpen((keys) => new Set([...keys, ...ancestorKeys(routes.nav, selectedKey)]));
  }, [routes.nav, selectedKey]);

  const toggle = (key: string) => {
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

  return (
    <nav aria-label={t('navbar.menu')} data-testid="sidebar-menu">
      <MenuLevel nodes={routes.nav} topLevel selectedKey={selectedKey} open={open} collapsed={collapsed} toggle={toggle} onNavigate={onNavigate} />
    </nav>
  );
}
