import { launchBrowser, startServer, open } from '/work/main/test/e2e/harness.ts';
const server = await startServer(process.env);
const browser = await launchBrowser();
const page = await browser.newPage();
await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
await page.goto(server.url + '/m/404');
for (const r of ['/m/forget', '/m/changePsw']) {
  await open(page, server.url, r);
  for (let i = 0; i < 12; i++) {
    const st = await page.evaluate(() => {
      const w = [...document.querySelectorAll('.widget-later')].map((el) => `${el.getClientRects().length}:${Math.round(el.getBoundingClientRect().top)}`);
      const mains = [...document.querySelectorAll('main')].map((m) => m.getAttribute('aria-busy'));
      window.scrollBy(0, innerHeight / 2);
      return { path: location.pathname, y: scrollY, w, mains, bodyOverflow: document.body.style.overflow, dialogs: document.querySelectorAll('[role=dialog]').length };
    });
    console.log(r, JSON.stringify(st));
    await new Promise((res) => setTimeout(res, 300));
  }
}
await browser.close(); await server.close(); process.exit(0);
