import Cookies from 'js-cookie';
import { create } from 'zustand';
import { LAYOUT_COOKIES } from '@caremall/contract';
import type { ComponentSize } from '../shared/theme/component-size';

export type Device = 'desktop' | 'mobile';
export type SizeSetting = ComponentSize;
export const SIZE_SETTINGS: SizeSetting[] = ['large', 'medium', 'small'];

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
  const saved = Cookies.get(LAYOUT_COOKIES.size);
  return SIZE_SETTINGS.find((size) => size === saved) ?? 'medium';
}

function saveSidebar(opened: boolean) {
  Cookies.set(LAYOUT_COOKIES.sidebar, opened ? '1' : '0');
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  sidebarOpened: Cookies.get(LAYOUT_COOKIES.sidebar) !== '0',
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
    Cookies.set(LAYOUT_COOKIES.size, size);
    set({ size });
  },
}));
