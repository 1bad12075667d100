// The esbuild plugins of the app's bundles: what keeps CSS, documentation and duplicate chunks out of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();

/** Loads matching stylesheets as empty: keeps CSS out of a build that must not carry it. */
export const cssEmpty = (skip) => ({
  name: 'css-empty',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, (args) => (skip(args.path) ? { contents: '', loader: 'css' } : undefined));
  },
});
/** What of each endpoint entry only documents the table: left out of every bundle. */
const ENDPOINT_DOCS = new Set(['note', 'confidence', 'contract', 'value', 'errorValue', 'sandbox']);
/** What the client decides before anything goes to the network (engine/api/client.ts: the boot answers, the
 * throttle and cache policies, the sign-out guard); the rest (path, modID, auth, query, encryption, encoding...) is
 * the wire's (engine/api/transport.ts reads its own full entry). */
const ENDPOINT_POLICY = new Set(['name', 'method', 'token', 'cache', 'throttleMs']);
/** The importer that gets only the policy fields. */
const POLICY_IMPORTER = /[\\/]engine[\\/]api[\\/]client\.ts$/;

/** The entries of endpoints.json without their documentation (and only `keep`'s fields, when given). */
function leanTable(path, keep) {
  const { endpoints } = JSON.parse(readFileSync(path, 'utf8'));
  // Everything the client reads at run time (engine/api/client.ts, transport.ts, headers.ts, calls.ts: method,
  // path, modID, token, encrypt, auth, encoding, tokenQuery, cache, throttleMs...); only what documents the table is
  // left out, so a new policy field reaches the client without touching this. query and body are only tested for
  // presence.
  const entries = endpoints.map((e) =>
    Object.fromEntries(
      Object.entries(e)
        .filter(([k, v]) => !ENDPOINT_DOCS.has(k) && (!keep || keep.has(k)) && v !== false && !(k === 'auth' && v === 'none'))
        .map(([k, v]) => [k, k === 'query' || k === 'body' ? 1 : v]),
    ),
  );
  return { contents: JSON.stringify({ endpoints: entries }), loader: 'json' };
}

/**
 * The client's policy table (home's first script carries it) as rows of values in ENDPOINT_POLICY's order (0 for a
 * field an entry leaves out or sets false or 0, which the client reads alike ), each made
 * an object again as the module loads: the same entries, without a key name per field per endpoint.
 */
function policyTable(path) {
  const keys = [...ENDPOINT_POLICY];
  const { endpoints } = JSON.parse(readFileSync(path, 'utf8'));
  const rows = endpoints.map((e) => {
    const row = keys.map((k) => e[k] || 0);
    while (row.length > 1 && row[row.length - 1] === 0) row.pop();
    return row;
  });
  const contents =
    `const keys = ${JSON.stringify(keys)};\n` +
    `export default { endpoints: ${JSON.stringify(rows)}.map((row) => Object.fromEntries(` +
    `row.flatMap((v, i) => (v === 0 ? [] : [[keys[i], v]])))) };\n`;
  return { contents, loader: 'js' };
}

/**
 * The browser needs only how to call each endpoint, not the schema references and notes beside it. The client's
 * own copy (in the first paint's script) holds only the policy fields; the full entries are the transport's
 * (engine/api/transport.ts), which loads with the first call that goes to the network.
 */
export const leanEndpoints = {
  name: 'lean-endpoints',
  setup(b) {
    b.onResolve({ filter: /schema[\\/]api[\\/]endpoints\.json$/ }, (args) =>
      POLICY_IMPORTER.test(args.importer) ? { path: join(args.resolveDir, args.path), namespace: 'endpoint-policy' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'endpoint-policy' }, (args) => policyTable(args.path));
    b.onLoad({ filter: /schema[\\/]api[\\/]endpoints\.json$/ }, (args) => leanTable(args.path));
  },
};
/**
 * Every module of ours also imports the core module (`corePath`, prepended on the first line, so source maps hold), so
 * every entry, the app's and each lazily loaded chunk alike, reaches all of the core and esbuild keeps it in
 * ONE chunk. Otherwise esbuild makes one chunk per distinct set of entries reaching a module, and the first
 * paint waited on dozens of small requests. core.ts only imports; nothing in it runs.
 */
export const oneCore = (corePath) => ({
  name: 'one-core',
  setup(b) {
    const core = join(root, corePath);
    b.onLoad({ filter: /[\\/](engine|widgets|generated)[\\/][^\\]*\.(tsx?|js)$/ }, (args) => {
      if (args.path === core || args.path.includes('node_modules')) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents: `import ${JSON.stringify(core)};${readFileSync(args.path, 'utf8')}`, loader };
    });
  },
});
/** wouter imports the useSyncExternalStore shim for React < 18; React 19 has it built in (engine/mount/react-deps.ts). */
export const noSyncStoreShim = {
  name: 'no-sync-store-shim',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: join(root, 'engine', 'mount', 'react-deps.ts'),
    }));
  },
};
/** A widget's own stylesheet (not the UI kit's): built per widget chunk (widget-css.mjs). */
export const isWidgetCss = (p) => /[\\/]widgets[\\/](?!ui[\\/])/.test(p);
/** The engine's and the UI kit's stylesheets: in the entry's stylesheet. */
export const isGlobalCss = (p) => /[\\/](widgets[\\/]ui|engine)[\\/]/.test(p);
