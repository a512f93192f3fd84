import { Drawer, Layout } from 'antd';
import { useSettingsStore } from '../../settings-store';
import { SidebarMenu } from './sidebar-menu';

export const SIDEBAR_WIDTH = 206;
const COLLAPSED_WIDTH = 54;

/** Fixed sider on desktop; a drawer on mobile (closed until the toggle opens it). */
export function Sidebar() {
  const opened = useSettingsStore((state) => state.sidebarOpened);
  const device = useSettingsStore((state) => state.device);
  const closeSidebar = useSettingsStore((state) => state.closeSidebar);

  if (device === 'mobile') {
    return (
      <Drawer
        open={opened}
        onClose={closeSidebar}
        placement="left"
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        <div data-testid="sidebar" className="shell__sidebar">
          <SidebarMenu collapsed={false} onNavigate={closeSidebar} />
        </div>
      </Drawer>
    );
  }

  return (
    <Layout.Sider
      data-testid="sidebar"
      className="shell__sider"
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
    >
      <SidebarMenu collapsed={!opened} />
    </Layout.Sider>
  );
}
