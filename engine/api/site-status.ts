// The platform's /wps/system/status as the client's site config (PLATFORM-API.md §4-§6): the app-gating switches,
// the white-label tree flattened to {modId: enabled} (the modIDs are the flags), the register switches those flags
// imply, CDNs, customer service, download links and domains. The operator's own facts (brand, languages...) come
// from the siteConfig call and are merged under these (loadSiteConfig in startup.ts).
import type { DownloadLink, SiteConfig, SystemStatus, WhitelabelNode } from './types.gen.ts';

/** The tree as flags: every node by its modId, "1" on, anything else off (as the platform's client reads it); the
 * tree is one root node (PLATFORM-API.md quirk 13) or an array of nodes. */
export function flattenWhitelabel(tree: WhitelabelNode | readonly WhitelabelNode[] | undefined): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (nodes: readonly WhitelabelNode[] | undefined) => {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      if (!node || typeof node.modId !== 'string') continue;
      flags[node.modId] = node.enabled === '1';
      walk(node.childrenNodes);
    }
  };
  walk(Array.isArray(tree) ? tree : tree ? [tree as WhitelabelNode] : undefined);
  return flags;
}

const DOWNLOAD_TYPES = new Set<string>([
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'APPDOWNLOAD2',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
  'USDJUMP',
]);
const SERVICE_NAMES: Record<string, string> = {
  LIVECHAT: 'Live chat',
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  FACEBOOK: 'Facebook',
  LINE: 'LINE',
  SKYPE: 'Skype',
  EMAIL: 'E-mail',
};

/** A customer-service type as a name ("LIVE_CHAT" → "Live chat" when not one of the known ones). */
const serviceName = (csType: string) =>
  SERVICE_NAMES[csType.toUpperCase()] ?? csType.charAt(0).toUpperCase() + csType.slice(1).toLowerCase().replace(/_/g, ' ');

/** The parts of site config that status gives. */
export type StatusConfig = Required<
  Pick<SiteConfig, 'maintenance' | 'regionRestriction' | 'flags' | 'register' | 'customerService' | 'downloadLinks'>
> &
  Partial<Pick<SiteConfig, 'imageCDNs' | 'launchGameCDNs' | 'mainDomain' | 'domainRoute' | 'location' | 'analytics' | 'registerRules'>>;

/** Reads a status answer as site config; keys the platform leaves out are left out (the profile's stay). */
export function fromStatus(status: SystemStatus, pick: (list: string[]) => string | undefined = firstOf): StatusConfig {
  const info = status.info ?? {};
  const flags = flattenWhitelabel(info.whitelabel);
  const out: StatusConfig = {
    maintenance: status.maintenance === true,
    regionRestriction: status.regionRestriction === true,
    flags,
    register: {
      usernameEnabled: flags.USERNAMEREG3 === true,
      mobileEnabled: flags.MOBILENUMREG3 === true,
      mobileVerification: flags.REGMOBVERF3 === true,
    },
    customerService: {
      entries: (info.customerService ?? [])
        .filter((e) => typeof e?.csType === 'string' && typeof e.path === 'string')
        .map((e) => ({ name: serviceName(e.csType), type: e.csType, path: e.path })),
    },
    downloadLinks: (info.resources ?? [])
      .filter((r): r is DownloadLink => DOWNLOAD_TYPES.has(r?.resourceType) && typeof r.url === 'string')
      .map((r) => ({ resourceType: r.resourceType, url: r.url, labelNameEn: r.labelNameEn ?? r.resourceType })),
  };
  const cdns = (list: unknown) => (Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && u !== '') : []);
  const images = cdns(info.imageCDNs);
  // One image host per page. The platform's client picks one at random; here the server render and the page must
  // agree on every image URL (hydration), so it is the first of the platform's list.
  if (images.length) out.imageCDNs = { bases: images, default: pick(images) ?? images[0]! };
  const launch = cdns(info.launchGameCDNs);
  if (launch.length) out.launchGameCDNs = launch;
  if (typeof info.mainDomain === 'string') out.mainDomain = info.mainDomain;
  if (Array.isArray(info.domainRoute)) out.domainRoute = info.domainRoute;
  if (status.location && typeof status.location.ip === 'string') out.location = { ip: status.location.ip };
  if (info.analytics && typeof info.analytics.gtagId === 'string') out.analytics = { gtagId: info.analytics.gtagId };
  if (info.register && typeof info.register === 'object') out.registerRules = info.register;
  return out;
}

const firstOf = (list: string[]) => list[0];
