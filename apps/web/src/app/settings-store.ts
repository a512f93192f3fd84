import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { ComponentSize } from '../shared/theme/component-size';

export type Device = 'desktop' | 'mobile';
export type SizeSetting = ComponentSize;
export const SIZE_SETTINGS: SizeSetting[] = ['large', 'medium', 'small'];

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';

interface SettingsState {
  sidebarOpened: boolean;
  device: Device;
  size: SizeSetting;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
  setSize: (size: SizeSetting) => void;
}

function readSize(): SizeSetting {
  const saved = Cookies.get(SIZE_COOKIE);
  return SIZE_SETTINGS.find((size) => size === saved) ?? 'medium';
}

function saveSidebar(opened: boolean) {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0');
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0',
  device: 'desktop',
  size: readSize(),
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    saveSidebar(opened);
    set({ sidebarOpened: opened });
  },
  closeSidebar: () => {
    saveSidebar(false);
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    Cookies.set(SIZE_COOKIE, size);
    set({ size });
  },
}));
