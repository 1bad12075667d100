// The page template's markers: static/index.html marks each region the server fills in, between <!--app:NAME--> and
// <!--/app:NAME-->; the build keeps them (scripts/build/html.mjs checks), and the server splits a build's index.html
// at them once, when it first serves that build (server/builds.ts). A page without them fails there, loudly, never
// at a request. Plain JS with JSDoc types: build.mjs runs it under Node without a TypeScript loader.

/** The regions, in page order: the <html> tag (language, direction), the <title>, head additions, the root element. */
export const REGIONS = /** @type {const} */ (['html', 'title', 'head', 'root']);

/** @typedef {Partial<Record<(typeof REGIONS)[number], string>>} Fill */

/**
 * Splits `text` at its markers; throws naming `source` and each marker it lacks (or finds repeated or out of order).
 * @param {string} text
 * @param {string} source
 * @returns {{ defaults: Required<Fill>, fill(fill?: Fill): string }}
 */
export function pageTemplate(text, source) {
  const found = [...text.matchAll(/<!--\/?app:[a-z]+-->/g)];
  const expected = REGIONS.flatMap((name) => [`<!--app:${name}-->`, `<!--/app:${name}-->`]);
  if (found.map((m) => m[0]).join() !== expected.join()) {
    const missing = expected.filter((marker) => !text.includes(marker));
    const why = missing.length ? `lacks ${missing.join(', ')}` : 'has them repeated or out of order';
    throw new Error(`${source}: the server's page markers (${expected.join(' ')}, in that order): it ${why}`);
  }
  /** @type {string[]} */
  const literal = [];
  const defaults = /** @type {Required<Fill>} */ ({});
  let at = 0;
  REGIONS.forEach((name, i) => {
    const open = found[2 * i];
    const close = found[2 * i + 1];
    literal.push(text.slice(at, open.index));
    defaults[name] = text.slice(open.index + open[0].length, close.index);
    at = close.index + close[0].length;
  });
  literal.push(text.slice(at));
  return {
    defaults,
    /** The page with each region `fill` names in place of its default, the markers left out. */
    fill: (fill = {}) => literal.map((part, i) => part + (i < REGIONS.length ? (fill[REGIONS[i]] ?? defaults[REGIONS[i]]) : '')).join(''),
  };
}
