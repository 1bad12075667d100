// The home notice calls: one combined call for player notices, popup items and hot matches,
// and the banner call (types B, empty groupName). Both are cached by the API layer and shared by the widgets; the
// client adds the configured merchant code (endpoints.json merchantQuery).
import type { ApiValues } from '../../engine/api/types.gen.ts';
import { type EngineServices, asArray } from '../../engine/widget-module.ts';
import { DEFAULT_LANGUAGE } from '../../engine/constants.ts';

export type Notices = ApiValues['notices'];
export type Banner = NonNullable<Notices['banners']>[number];

/** What the notice calls need from the engine. */
export type NoticeEngine = Pick<EngineServices, 'call' | 'siteConfig'>;

const base = (language: string) => ({ platform: 'M', language });

/** Player notices, popup items and hot matches for home; force skips the cached copy. */
export function homeNotices(engine: NoticeEngine, language: string, force = false): Promise<Notices> {
  return engine.call('notices', { ...base(language), types: 'B,PL,PU,H', groupName: 'm_home' }, { force });
}

/** Every banner group for the language (the banner call: types B with an empty groupName). */
export function bannerNotices(engine: NoticeEngine, language: string): Promise<Notices> {
  return engine.call('notices', { ...base(language), types: 'B', groupName: '' });
}

/** The banners of group m_{type}_{language}; the default language's when the language has none. */
export function bannersFor(all: readonly Banner[] | undefined, type: string, language: string, fallback = DEFAULT_LANGUAGE): Banner[] {
  const of = (lang: string) =>
    asArray<NonNullable<typeof all>[number]>(all).filter((b) => b && typeof b.url === 'string' && b.groupName === `m_${type}_${lang}`);
  const mine = of(language);
  return mine.length ? mine : of(fallback);
}
