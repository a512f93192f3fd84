import type { ThemeConfig } from 'antd';

/**
 * antd's default colours with every text colour moved to at least 4.5:1 against the background it is drawn on
 * (WCAG 2.1 AA). Each is the next darker shade of antd's own palette, so the look stays antd's.
 */
export const ACCESSIBLE_TOKENS: NonNullable<ThemeConfig['token']> = {
  // Primary buttons (white text), links, selected menu items and tags: blue-7 instead of blue-6.
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  // Hovered and pressed shades go darker rather than lighter, so they keep the contrast too.
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  // Danger buttons and messages: red-7; the light backgrounds stay antd's.
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  // Secondary texts (breadcrumb, descriptions, hints) and placeholders: black at 57% instead of 45% / 25%.
  colorTextDescription: 'rgba(0, 0, 0, 0.57)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.57)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
};

/**
 * Preset tag colours (green, gold, cyan…): text on the palette's lightest shade, white on the solid shade; the
 * table's "no data" text. antd takes these shades only per component, not as global tokens.
 */
export const ACCESSIBLE_COMPONENTS: NonNullable<ThemeConfig['components']> = {
  Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.57)' },
  Tag: {
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
    red6: '#cf1322',
    volcano6: '#d4380d',
    orange6: '#ad4e00',
    gold6: '#874d00',
    yellow6: '#876800',
    lime6: '#3f6600',
    green6: '#237804',
    cyan6: '#006d75',
    blue6: '#0958d9',
    magenta6: '#c41d7f',
  },
};
