// Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on the system Chromium through
// chrome-launcher: median of N runs of performance, accessibility and best-practices, FCP, LCP, TBT, CLS and the
// script bytes transferred. The pages take turns (run 1 of each, then run 2 of each, ...), so a machine whose
// load changes during the benchmark weighs on every page alike, the floor included.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from '../test/e2e/harness.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script transferred (compressed, as sent) in Lighthouse's window. */
  scriptBytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

type Median = LighthouseFigures & { runs: LighthouseFigures[] };

/** The system Chromium, headless, with the flags every Lighthouse run here uses (bench and lh-diag). */
export const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });

/** Runs Lighthouse `runs` times on each URL, the pages taking turns, and returns the median of each figure per page. */
export async function lighthouseMedians(urls: Record<string, string>, runs = 3): Promise<Record<string, Median>> {
  const chrome = await launchChrome();
  const all: Record<string, LighthouseFigures[]> = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
  try {
    for (let i = 0; i < runs; i++)
      for (const [name, url] of Object.entries(urls)) {
        const lhr = await measured(name, url, chrome.port);
        const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
        const scripts = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
          ?.items;
        all[name]!.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          fcpMs: Math.round(num('first-contentful-paint')),
          lcpMs: Math.round(num('largest-contentful-paint')),
          tbtMs: Math.round(num('total-blocking-time')),
          cls: Number(num('cumulative-layout-shift').toFixed(3)),
          scriptBytes: scripts?.find((r) => r.resourceType === 'script')?.transferSize ?? NaN,
        });
      }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(Object.entries(all).map(([name, list]) => [name, medianOf(list)]));
}

/** How often a run Lighthouse could not measure (its runtimeError: no paint seen, a protocol timeout) is repeated. */
const RETRIES = 2;

/** One Lighthouse run of `url`; a run that measured nothing is said on stderr and made again (up to RETRIES). */
async function measured(name: string, url: string, port: number) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result!.lhr;
    const failed =
      lhr.runtimeError ?? (lhr.categories.performance?.score == null ? { code: 'NO_SCORE', message: 'no performance score' } : null);
    if (!failed || attempt >= RETRIES) return lhr;
    console.error(`[bench] Lighthouse on ${name} measured nothing (${failed.code}: ${failed.message}); running it again`);
  }
}

function medianOf(all: LighthouseFigures[]): Median {
  const pick = (k: keyof LighthouseFigures) => median(all.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptBytes: pick('scriptBytes'),
    runs: all,
  };
}
