// Fixtures for the game browser tests: intercepted answers (a 1,000+ game list, a vendor list of any length)
// and the long-list measurement (heap, DOM nodes, longest frame) taken through the Chrome DevTools Protocol.
import type { HTTPRequest, Page } from 'puppeteer-core';

const envelope = (value: unknown) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ success: true, value, errorCode: null, message: null }),
});

/**
 * Answers the game list with `pages` pages of synthetic games (icons from the sandbox): as many per page as asked
 * for (26), or `perPage` when given, so a test can reach a long list in a few of the list's throttled scrolls
 * (one page a second at most).
 */
export function bigListResponder(r: HTTPRequest, pages: number, perPage?: number): Promise<void> {
  const q = new URL(r.url()).searchParams;
  const pageNo = Number(q.get('pageNo') ?? 1);
  const size = perPage ?? Number(q.get('pageSize') ?? 26);
  const games = Array.from({ length: size }, (_, i) => {
    const n = (pageNo - 1) * size + i;
    const icon = `/sandbox-assets/icons/game/${1001 + (n % 110)}.png`;
    return {
      nodeId: 500_000 + n,
      gameName: `Long Game ${n + 1}`,
      nodeName: `Long Game ${n + 1}`,
      vassalage: ['JL', 'PG', 'PP'][n % 3],
      gameType: 'RNG',
      gameId: `long_${n}`,
      iconUrl: icon,
      showIcon: true,
      mobileLargeIcon: icon,
      mobileSmallIcon: icon,
      supportPlay: true,
      gameClassifyNew: 'SLOT',
    };
  });
  return r.respond(envelope({ games, pageNum: pageNo, totalPages: pages }));
}

/** Answers the vendor list with `count` RNG vendors. */
export function vendorsWith(r: HTTPRequest, count: number): Promise<void> {
  const codes = ['JL', 'PG', 'PP', 'FC', 'KY', 'EVO', 'MCG', 'SABA', 'TF'].slice(0, count);
  const cards = codes.map((c) => ({
    vassalage: c,
    displayName: `Vendor ${c}`,
    gameType: 'RNG',
    lagerIcon: `/sandbox-assets/icons/vendor/${c}-large.png`,
    gameCode: c,
    isGame: false,
  }));
  return r.respond(envelope({ data: { lanes: [{ title: 'RNG', cards, gameClassify: [] }] } }));
}

/** Scrolls until `target` tiles are loaded, then returns heap, DOM and frame figures. */
export async function measureLongList(page: Page, grid: string, target: number) {
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  const metrics = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: m } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => m.find((x) => x.name === name)?.value ?? 0;
    return { heapMB: +(get('JSHeapUsedSize') / 1048576).toFixed(1), nodes: get('Nodes') };
  };
  await page.waitForSelector(`${grid} li`);
  const start = await metrics();
  const loaded = () => page.$eval(`${grid} li`, (li) => Number(li.getAttribute('aria-setsize')));
  for (let i = 0; i < 200 && (await loaded()) < target; i++) {
    const before = await loaded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Each scroll to the end appends the next page (at most one a second, INFINITE_SCROLL_THROTTLE_MS).
    await page.waitForFunction(
      (sel, n) => Number(document.querySelector(`${sel} li`)?.getAttribute('aria-setsize')) > n,
      { timeout: 10_000 },
      grid,
      before,
    );
  }
  // Sweep the whole list top to bottom, 400 px a frame, recording frame gaps.
  const frames = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    const gaps: number[] = [];
    let last = performance.now();
    while (window.scrollY + innerHeight < document.documentElement.scrollHeight - 2) {
      window.scrollBy(0, 400);
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    gaps.sort((a, b) => a - b);
    return {
      count: gaps.length,
      longestMs: +gaps[gaps.length - 1]!.toFixed(1),
      p95Ms: +gaps[Math.floor(gaps.length * 0.95)]!.toFixed(1),
      medianMs: +gaps[Math.floor(gaps.length / 2)]!.toFixed(1),
    };
  });
  const end = await metrics();
  const tileElements = await page.$$eval(`${grid} li`, (lis) => lis.length);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.detach();
  return {
    tiles: await loaded(),
    tileElements,
    domNodes,
    heapStartMB: start.heapMB,
    heapEndMB: end.heapMB,
    cdpNodesStart: start.nodes,
    cdpNodesEnd: end.nodes,
    frames,
  };
}
