// Start-up and system calls: site config, location, status, template, domains, links, countries, help.
import type { HandlerMap } from '../context.ts';
import { COUNTRIES, DOMAINS, DOWNLOAD_LINKS, HELP, SERVICE_LINKS } from '../data/content.ts';
import { MOBILE_TEMPLATE } from '../data/site.ts';
import { siteConfig, systemStatus, whitelabelTree } from '../site-config.ts';

export const systemHandlers = {
  siteConfig: ({ state }) => siteConfig(state),
  location: ({ state }) => ({
    ip: '127.0.0.1',
    countryCode: state.settings.regionRestriction ? 'US' : 'PH',
    restricted: state.settings.regionRestriction,
  }),
  systemStatus: ({ state }) => systemStatus(state),
  mobileTemplate: () => MOBILE_TEMPLATE,
  domainRoute: () => DOMAINS,
  customerService: () => SERVICE_LINKS.map((l) => ({ ...l })),
  downloadLinks: () => DOWNLOAD_LINKS,
  systemCountry: () => COUNTRIES,
  helpCenter: ({ input, language }) => HELP[(input.lang ?? input.language ?? language).toUpperCase()] ?? HELP.EN ?? [],
  whitelabel: ({ state }) => whitelabelTree(state.settings.flags),
} satisfies Partial<HandlerMap>;
