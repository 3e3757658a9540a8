import type { ThemeConfig } from 'antd';
import { BRAND } from '../shared/brand';

const SIDEBAR = '#0b3b33';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorInfo: BRAND,
    colorLink: BRAND,
    fontFamily: "'IBM Plex Sans Arabic', 'Segoe UI', Tahoma, system-ui, sans-serif",
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
  },
};
