// The site facts the sandbox answers: the platform's status (switches, white-label tree, CDNs, customer service,
// links) and the operator's own profile (brand, languages, template), from the current switches and seeds.
import type { SiteConfig, SystemStatus, WhitelabelNode } from '../engine/api/types.gen.ts';
import { servicePath } from './crypto.ts';
import { DOMAINS, DOWNLOAD_LINKS, SERVICE_LINKS } from './data/content.ts';
import { BRANDS, MERCHANT_CODE, MOBILE_TEMPLATE } from './data/site.ts';
import type { State } from './state.ts';
import { ruleMap } from './data/register.ts';

/** The value of GET /wps/system/siteConfig: the operator's own facts, which the platform's status does not carry
 * (an assumed endpoint; docs/platform.md). */
export function siteConfig(state: State): SiteConfig {
  const { settings } = state;
  return {
    merchantCode: MERCHANT_CODE,
    currency: { code: 'PHP', symbol: '₱' },
    languages: { default: 'EN', supported: settings.languages ?? ['TY', 'EN'] },
    agentMenu: { ...settings.agentMenu },
    dividendsEnabled: settings.dividendsEnabled,
    brand: BRANDS[settings.brand],
    mobileTemplate: MOBILE_TEMPLATE,
    encryption: { version: 1, publicKey: state.keys.publicKey },
    resources: { icons: '/sandbox-assets/icons', banners: '/sandbox-assets/banners' },
    paths: { api: '', assets: '/sandbox-assets' },
    // sms: the provider (not the platform) sends registration and login codes (POST /__sandbox/config smsProvider).
    identityProvider: { kind: 'local', baseUrl: '/__sandbox/idp', ...(settings.smsProvider === 'firebase' ? { sms: true } : {}) },
  };
}

/** Which white-label flags sit under which module, as the platform's tree groups them. */
const TREE: Record<string, readonly string[]> = {
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'DIRECTREG3'],
  LOGIN3: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'],
  MEMTRANS3: ['DEPRECM3', 'WITHREC3', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSREP', 'AGETRANSFERUP3'],
  PERSPNL3: ['REWCEN3', 'MANPLAYREB3', 'PLYRBT', 'MAILCEN', 'FEEDBACK3', 'showVipBenefit', 'REFERRAL', 'MISSION'],
};

/** The flags as the platform's white-label tree: one root node {modId, enabled: "1"/"0", childrenNodes} (quirk 13). */
export function whitelabelTree(flags: Record<string, boolean>): WhitelabelNode {
  const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
    modId,
    enabled: on ? '1' : '0',
    childrenNodes,
  });
  const grouped = new Set(Object.values(TREE).flat());
  return node(MERCHANT_CODE, true, [
    ...Object.entries(TREE).map(([mod, children]) =>
      node(
        mod,
        true,
        children.filter((f) => f in flags).map((f) => node(f, flags[f] === true)),
      ),
    ),
    ...Object.keys(flags)
      .filter((f) => !grouped.has(f))
      .map((f) => node(f, flags[f] === true)),
  ]);
}

/** The value of GET /wps/system/status, in the platform's shape (PLATFORM-API.md §4, §5). */
export function systemStatus(state: State): SystemStatus {
  const { settings } = state;
  return {
    maintenance: settings.maintenance,
    regionRestriction: settings.regionRestriction,
    serverTime: new Date().toISOString(),
    location: { ip: '127.0.0.1' },
    info: {
      whitelabel: whitelabelTree(settings.flags),
      register: ruleMap(),
      imageCDNs: ['/sandbox-assets'],
      launchGameCDNs: ['/sandbox-assets'],
      customerService: SERVICE_LINKS.map((l) => ({ csType: l.type, path: servicePath(l.url) })),
      resources: DOWNLOAD_LINKS.map((l) => ({ ...l })),
      mainDomain: DOMAINS[0]?.rootDomainName ?? 'localhost',
      domainRoute: DOMAINS.map((d) => ({ ...d })),
      analytics: { gtagId: '' },
    },
  };
}
