import type { ThemeConfig } from 'antd';
import { BRAND } from '../shared/brand';

const SIDEBAR = '#0b3b33';

/**
 * Text colours that antd draws lighter than WCAG AA allows (4.5:1 for normal text, checked by axe in the browser
 * suite), darkened only as far as needed on white and on the page background #f4f6f5:
 * - secondary text (descriptions' labels, `type="secondary"`): antd's 45 % black is 3.3:1, 57 % is 5.0:1;
 * - the error red (form errors, danger buttons, white on a red button): antd's #ff4d4f is 3.3:1, its red-7 5.6:1;
 * - tags' text on their pale backgrounds: green 2.2 and 3.4:1 and gold 1.9:1 become 5.4:1 and 5.1:1.
 */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.57)';
const ERROR = '#cf1322';
const TAG_GREEN_TEXT = '#237804';
const TAG_GOLD_TEXT = '#9c5d00';

/**
 * Whether the person asked their system for less motion. antd then opens dialogs, menus and lists without animating
 * them and draws no wave around a clicked button (WCAG 2.3.3), as the app's own CSS does under
 * `@media (prefers-reduced-motion: reduce)`. Read once, at start.
 */
const prefersReducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** ConfigProvider's `wave`: the ripple around a clicked button, which the theme's `motion` does not switch off. */
export const wave = { disabled: prefersReducedMotion };

export const theme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion,
    colorPrimary: BRAND,
    colorInfo: BRAND,
    // antd derives the info notes' background from colorInfo, which for this dark green is a muddy grey: a pale
    // tint of the brand instead.
    colorInfoBg: '#e8f4f1',
    colorInfoBorder: '#a8d5ca',
    colorLink: BRAND,
    colorError: ERROR,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    fontFamily: "'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Fallback', 'Segoe UI', Tahoma, system-ui, sans-serif",
    fontSize: 15,
    borderRadius: 8,
    colorBgLayout: '#f4f6f5',
    controlHeight: 38,
  },
  components: {
    Layout: { siderBg: SIDEBAR, headerBg: '#ffffff', headerPadding: '0 20px', headerHeight: 60, triggerBg: '#082e28' },
    Menu: {
      darkItemBg: SIDEBAR,
      darkSubMenuItemBg: SIDEBAR,
      darkItemSelectedBg: BRAND,
      darkGroupTitleColor: 'rgba(255,255,255,0.55)',
      itemHeight: 42,
    },
    Card: { headerFontSize: 17 },
    Form: { labelFontSize: 15, verticalLabelPadding: '0 0 6px' },
    // Status tags (`success`, `warning`) take their text from the status colour, preset ones (`green`) from the
    // palette's 7th shade: both too light on the tag's pale background.
    Tag: { colorSuccess: TAG_GREEN_TEXT, green7: TAG_GREEN_TEXT, colorWarning: TAG_GOLD_TEXT, gold7: TAG_GOLD_TEXT },
  },
};
