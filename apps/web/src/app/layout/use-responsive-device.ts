import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettingsStore } from '../settings-store';

export const MOBILE_BREAKPOINT = 992;

export function isMobileWidth(): boolean {
  return document.body.getBoundingClientRect().width - 1 < MOBILE_BREAKPOINT;
}

/** Below 992 px the device counts as mobile and the sidebar closes; on mobile each navigation closes it too. */
export function useResponsiveDevice() {
  const { pathname } = useLocation();
  const { setDevice, closeSidebar } = useSettingsStore.getState();

  useEffect(() => {
    const update = () => {
      if (document.hidden) return;
      const mobile = isMobileWidth();
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) closeSidebar();
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice, closeSidebar]);

  useEffect(() => {
    const { device, sidebarOpened } = useSettingsStore.getState();
    if (device === 'mobile' && sidebarOpened) closeSidebar();
  }, [pathname, closeSidebar]);
}
