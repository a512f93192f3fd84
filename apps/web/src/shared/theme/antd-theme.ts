import type { ThemeConfig } from 'antd';
import { ACCESSIBLE_COMPONENTS, ACCESSIBLE_TOKENS } from './accessible-tokens';

/** antd's theme: the accessible palette, with motion unless the user asked for less. */
export const antdTheme = (reducedMotion: boolean): ThemeConfig => ({
  token: { ...ACCESSIBLE_TOKENS, motion: !reducedMotion },
  components: ACCESSIBLE_COMPONENTS,
});
