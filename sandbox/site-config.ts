// Builds the site config value from the current switches, the server key and the seeded links.
import type { SiteConfig } from '../engine/api/types.gen.ts';
import { servicePath } from './crypto.ts';
import { DOMAINS, DOWNLOAD_LINKS, SERVICE_LINKS } from './data/content.ts';
import { BRANDS, MERCHANT_CODE, MOBILE_TEMPLATE } from './data/site.ts';
import type { State } from './state.ts';

/** The value of GET /wps/system/siteConfig. */
export function siteConfig(state: State): SiteConfig {
  const { settings } = state;
  return {
    merchantCode: MERCHANT_CODE,
    currency: { code: 'PHP', symbol: '₱' },
    languages: { default: 'EN', supported: settings.languages ?? ['TY', 'EN'] },
    flags: { ...settings.flags },
    agentMenu: { ...settings.agentMenu },
    dividendsEnabled: settings.dividendsEnabled,
    brand: BRANDS[settings.brand],
    mobileTemplate: MOBILE_TEMPLATE,
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    encryption: { version: 1, publicKey: state.keys.publicKey },
    imageCDNs: { bases: ['/sandbox-assets'], default: '/sandbox-assets' },
    resources: { icons: '/sandbox-assets/icons', banners: '/sandbox-assets/banners' },
    mainDomain: DOMAINS[0]?.rootDomainName ?? 'localhost',
    paths: { api: '', assets: '/sandbox-assets' },
    domainRoute: DOMAINS,
    customerService: {
      entries: SERVICE_LINKS.map((l) => ({ name: l.name, type: l.type, path: servicePath(l.url) })),
    },
    downloadLinks: DOWNLOAD_LINKS,
    identityProvider: { kind: 'local', baseUrl: '/__sandbox/idp' },
    register: {
      usernameEnabled: settings.flags.USERNAMEREG3,
      mobileEnabled: settings.flags.MOBILENUMREG3,
      mobileVerification: settings.flags.REGMOBVERF3,
    },
  };
}
