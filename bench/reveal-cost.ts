// What a route change would cost if the next screen were already styled and laid out: a design question, not a
// figure of the app as it is. The member centre's markup (as the app renders /m/mine for a visitor) is put on
// home in two ways, taking turns, each on a fresh page at 4x CPU: "fresh", inserted at the tap, as a route change
// builds a screen today (style, layout and paint of its elements inside the tap); "laid out ahead", inserted
// earlier under a hidden, zero-height box (visibility hidden, so the browser styles and lays it out) and shown at
// the tap. No React work is in either (it is the same for both designs): tap to the next painted frame, browser
// work only. `npx tsx bench/reveal-cost.ts [runs=8]` after `node build.mjs`.
import { launchBrowser, open, phonePage, startServer } from '../test/e2e/harness.ts';

const runs = Number(process.argv[2] ?? 8);
const server = await startServer(process.env);
const browser = await launchBrowser();
const noNotice = () => sessionStorage.setItem('home.noticePopup', '{"show":false}');

const { page: source } = await phonePage(browser);
await source.evaluateOnNewDocument(noNotice);
await open(source, server.url, '/m/mine');
const mine = await source.evaluate(() => ({
  html: document.querySelector('main')!.outerHTML,
  css: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.href),
}));
await source.close();

type Mode = 'fresh' | 'laid out ahead';
const taps: Record<Mode, number[]> = { fresh: [], 'laid out ahead': [] };
for (let i = 0; i < runs; i++) {
  for (const mode of (i % 2 ? ['fresh', 'laid out ahead'] : ['laid out ahead', 'fresh']) as Mode[]) {
    const { page } = await phonePage(browser);
    // The experiment's own style and button are inline: the app's policy would refuse them.
    await page.setBypassCSP(true);
    await page.evaluateOnNewDocument(noNotice);
    await open(page, server.url, '/m/home');
    await page.evaluate(
      async (html, css, ahead) => {
        await Promise.all(
          css
            .filter((href) => ![...document.querySelectorAll<HTMLLinkElement>('link')].some((l) => l.href === href))
            .map(
              (href) =>
                new Promise((loaded) => {
                  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: loaded, onerror: loaded });
                  document.head.append(link);
                }),
            ),
        );
        const style = document.createElement('style');
        style.textContent =
          '.xp-ahead{visibility:hidden;position:absolute;top:0;left:0;right:0;height:0;overflow:hidden;pointer-events:none}' +
          '#xp-tap{position:fixed;top:0;left:0;z-index:999;width:80px;height:44px}';
        document.head.append(style);
        const box = document.createElement('div');
        const template = document.createElement('template');
        template.innerHTML = html;
        box.append(template.content);
        const main = document.querySelector('main')!;
        if (ahead) {
          box.className = 'xp-ahead';
          main.after(box);
        }
        const button = Object.assign(document.createElement('button'), { id: 'xp-tap', textContent: 'go' });
        document.body.append(button);
        button.addEventListener('click', (e) => {
          main.style.display = 'none';
          if (ahead) box.className = '';
          else main.after(box);
          // The next frame painted: a task queued from its animation frame runs after the frame is produced.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              (window as unknown as { tapMs: number }).tapMs = performance.now() - e.timeStamp;
            };
            channel.port2.postMessage(0);
          });
        });
      },
      mine.html,
      mine.css,
      mode === 'laid out ahead',
    );
    // Time for the ahead box to be styled and laid out, as idle time before a tap would give it.
    await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tap('#xp-tap');
    await page.waitForFunction(() => (window as unknown as { tapMs?: number }).tapMs !== undefined);
    taps[mode].push(Math.round(await page.evaluate(() => (window as unknown as { tapMs: number }).tapMs)));
    await page.close();
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [mode, ms] of Object.entries(taps)) console.log(`${mode.padEnd(15)} median ${median(ms)} ms; taps ${ms.join(', ')}`);
await browser.close();
await server.close();
process.exit(0);
