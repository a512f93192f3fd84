import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { Navbar } from './navbar/navbar';
import { Sidebar } from './sidebar/sidebar';
import { TagsBar } from './tags/tags-bar';
import { useResponsiveDevice } from './use-responsive-device';
import './shell-layout.css';

export default function ShellLayout() {
  useResponsiveDevice();
  return (
    <Layout className="shell">
      <Sidebar />
      <Layout className="shell__main">
        <header className="shell__header">
          <Navbar />
          <TagsBar />
        </header>
        <Layout.Content className="shell__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
