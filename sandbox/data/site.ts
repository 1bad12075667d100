// Seed of the white-label configuration: flags, agent menu, the two demo brands and the mobile template.
import type { SiteConfig } from '../../engine/api/types.gen.ts';

export type Flags = Record<string, boolean>;
export type Brand = SiteConfig['brand'];

export const MERCHANT_CODE = 'DEMO';
export const TRIAL_MERCHANT_CODE = 'DEMO_TRIAL';

export const FLAGS: Flags = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  MOBILEVERCODELOGIN3: true,
  DIRECTREG3: true,
  DEPRECM3: true,
  WITHREC3: true,
  TRANSREC3: true,
  TRANSBETREPMEM3: true,
  PERSREP: true,
  AGETRANSFERUP3: true,
  REWCEN3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  MAILCEN: true,
  FEEDBACK3: true,
  showVipBenefit: true,
  REFERRAL: true,
  MISSION: true,
  PWDEXPFORCECHANGE3: true,
  AGENTPOLICY3: true,
};

export const AGENT_MENU: Record<string, boolean> = {
  '/m/agent/team/overview': true,
  '/m/transaction/record?types=A': true,
  '/m/member/team': true,
  '/m/redRain': false,
  '/m/agent/team/pnl': true,
  '/m/teamBetting': true,
  '/m/member/agent/agentRebeat': true,
  '/m/member/teamRebate': true,
  '/m/securityCenter': true,
  '/m/webEmail': true,
};

export const BRANDS: Record<'dark' | 'light', Brand> = {
  dark: {
    name: 'Lucky Night',
    logoUrl: '/sandbox-assets/brand/dark.png',
    colors: {
      brand: '#f5b301',
      brandContrast: '#1a1300',
      bg: '#0f1115',
      surface: '#181b22',
      surface2: '#222733',
      text: '#f2f4f8',
      textMuted: '#9aa3b2',
      accent: '#29b6f6',
    },
    radius: '12px',
  },
  light: {
    name: 'Sunny Play',
    logoUrl: '/sandbox-assets/brand/light.png',
    colors: {
      brand: '#d81b60',
      brandContrast: '#ffffff',
      bg: '#f6f7fb',
      surface: '#ffffff',
      surface2: '#eef0f6',
      text: '#1c1f26',
      textMuted: '#5f6776',
      accent: '#1e88e5',
    },
    radius: '8px',
  },
};

export const MOBILE_TEMPLATE: SiteConfig['mobileTemplate'] = {
  app_background: '/sandbox-assets/brand/app-background.png',
  app_desc: 'Get the app: faster games and a ₱58 bonus',
  app_desc_font_color: '#ffffff',
  mem_cen: '1',
  dep_func: '0',
};
