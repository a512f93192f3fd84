import { useEffect, useRef } from 'react';
import { useSettingsStore } from '../../settings-store';
import { SidebarMenu } from './sidebar-menu';

/** Fixed on desktop (icons only while closed); on mobile a modal drawer, closed until the toggle opens it. */
export function Sidebar() {
  const opened = useSettingsStore((state) => state.sidebarOpened);
  const device = useSettingsStore((state) => state.device);
  const { closeSidebar } = useSettingsStore.getState();
  const drawer = useRef<HTMLDialogElement>(null);
  const mobile = device === 'mobile';

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal?.();
    if (!opened && dialog.open) dialog.close();
  }, [opened, mobile]);

  if (mobile) {
    return (
      // A native modal dialog: it traps the focus, Escape closes it and the page behind is inert.
      <dialog
        ref={drawer}
        className="shell__drawer"
        onClose={closeSidebar}
        onClick={(event) => event.target === event.currentTarget && closeSidebar()}
      >
        <div data-testid="sidebar" className="shell__sider">
          {opened && <SidebarMenu collapsed={false} onNavigate={closeSidebar} />}
        </div>
      </dialog>
    );
  }

  return (
    <aside data-testid="sidebar" className={opened ? 'shell__sider' : 'shell__sider shell__sider--collapsed'}>
      <SidebarMenu collapsed={!opened} />
    </aside>
  );
}
