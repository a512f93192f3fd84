import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSettingsStore } from '../settings-store';

export const MOBILE_BREAKPOINT = 992;
// A media query rather than the body's measured width: measuring forces the browser to lay out the whole
// page in the middle of the shell's first render (about 100 ms of a home screen's first load).
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;

/** Up to 992 px the device counts as mobile and the sidebar closes; on mobile each navigation closes it too. */
export function useResponsiveDevice() {
  const { pathname } = useLocation();
  const { setDevice, closeSidebar } = useSettingsStore.getState();

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => {
      if (document.hidden) return;
      setDevice(query.matches ? 'mobile' : 'desktop');
      if (query.matches) closeSidebar();
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setDevice, closeSidebar]);

  useEffect(() => {
    const { device, sidebarOpened } = useSettingsStore.getState();
    if (device === 'mobile' && sidebarOpened) closeSidebar();
  }, [pathname, closeSidebar]);
}
