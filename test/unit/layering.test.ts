// The layering rules, checked on every source file's imports (static `import`/`export ... from`, bare `import '…'`
// and dynamic `import('…')`):
// 1. A file in widgets/ reaches the engine only through its door, engine/widget-module.ts (EngineServices,
//    useEngine, the render-data hooks, and the stateless helpers and error classes it lists on purpose), and
//    engine/constants.ts (pure data). Types are free to share: `import type` (or every name marked `type`) from the
//    generated API types (engine/api/types.gen.ts) and the schema types (engine/schema-types.ts) is allowed.
//    Anything else in engine/ is internal: its state (API, session, app state, events, storage, i18n) is reached
//    through the services, so a test stubs one object.
// 2. A file in engine/ never imports widgets/, the composition root app/, or the generated widget registry (which
//    imports every widget): what the shell needs from widgets arrives as shell parts (engine/shell-parts.ts).
// 3. The engine's pure parts (gates, actions, routes, screens, api, session, events, state, i18n, data, links)
//    import no React: not react, react-dom, wouter or valtio's React binding (valtio/vanilla is fine).
// Each violation is reported as file:line with the offending import.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLayering, formatViolation, importsOf, sources } from '../helpers/layering.ts';

/** Violations still to fix, each named: the list may only shrink (a fixed entry must be removed from it). */
const REMAINING: readonly string[] = [
  "widgets/account/sign-out-dialog.tsx: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/account/sign-out-dialog.tsx: import '../../engine/api/client.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/account/sign-out-dialog.tsx: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/agent-contracts.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/agent-summary.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/agent-summary.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/announcement-marquee.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/balance-header.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/balance-header.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/banner-slider.tsx: import '../engine/links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/change-password.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/change-password.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/change-password.tsx: import '../engine/session/remembered.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/contract-prompts.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/contract-prompts.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/forgot-password.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/after-login.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/after-login.ts: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/after-login.ts: import '../../engine/session/remembered.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/dialing-code.tsx: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/error-text.ts: import '../../engine/api/errors/index.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/identity/local-provider.ts: import '../../../engine/api/errors/index.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/identity/provider.ts: import '../../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/register-submit.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/register-submit.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/social-login.tsx: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-affiliate.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-captcha.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-choices.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-form.ts: import '../../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-register-settings.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-rules.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-rules.ts: import '../../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form/use-sms.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/form.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/free-play.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/free-play.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/game-list.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/game-list.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/favourites.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/favourites.ts: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/game-grid.tsx: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/game-grid.tsx: import '../../engine/api/errors/index.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/launch.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/sources.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/sources.ts: import '../../engine/api/client.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/use-game-feed.ts: import '../../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/vendors.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/games/vendors.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/header-balance.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/header-balance.tsx: import '../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/header-menu.tsx: import '../engine/links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/header-menu.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/header-menu.tsx: import '../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/device.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/device.ts: import '../../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/device.ts: import '../../engine/install/mode.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/flags.tsx: import '../../engine/languages.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/links.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/links.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/notices.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/notices.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/notices.ts: import '../../engine/data.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/popup-rules.ts: import '../../engine/data.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/switch-language.ts: import '../../engine/i18n.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/wallet.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home/wallet.ts: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/home-screen-guide.tsx: import '../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/hot-matches.tsx: import '../engine/data.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/html/sanitize.ts: import '../../engine/links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/info-rows.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/info-rows.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/invite-card.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/invite-card.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/language-picker.tsx: import '../engine/i18n.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/language-picker.tsx: import '../engine/languages.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/latest-winners.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/latest-winners.tsx: import '../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/latest-winners.tsx: import '../engine/i18n.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/launch-game.tsx: import '../engine/api/errors/index.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/link-strip.tsx: import '../engine/links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/link-strip.tsx: import '../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/link-strip.tsx: import '../engine/api/service-links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/login-form.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/login-form.tsx: import '../engine/api/errors/index.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/login-form.tsx: import '../engine/session/remembered.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/login-form.tsx: import '../engine/session/expiry.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/lottery-list.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/application-form.tsx: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/articles.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/articles.ts: import '../../engine/gates.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/counts.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/counts.ts: import '../../engine/gates.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/counts.ts: import '../../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/errors.ts: import '../../engine/api/errors/maintenance-error.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/errors.ts: import '../../engine/api/errors/server-error.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/member-card.tsx: import '../../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/promo-action.tsx: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member/promotions.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member-summary.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/member-summary.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/menu.tsx: import '../engine/links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/notice-popup.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/notice-popup.tsx: import '../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/notice-ticker.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/popular-games.tsx: import '../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/promo-detail.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/promo-list.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/fetch-call.ts: import '../../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/fetch-call.ts: import '../../engine/events.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/figures.tsx: import '../../engine/gates.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/format.ts: import '../../engine/i18n.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/query.ts: import '../../engine/gates.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/records/record-rows.tsx: import '../../engine/gates.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/reward-list.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/reward-list.tsx: import '../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/service-bar.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/service-links.tsx: import '../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/service-links.tsx: import '../engine/api/service-links.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/session-refresh.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/session-refresh.tsx: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/session-refresh.tsx: import '../engine/session/storage.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/status-page.tsx: import '../engine/state.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/team-counters.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/vendor-carousel.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/vendor-carousel.tsx: import '../engine/data.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/vip-benefits.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
  "widgets/vn-lottery.tsx: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
];

const s = suite('layering');

s('importsOf reads static, re-exported, bare, dynamic and type-only imports with their lines', () => {
  const text = [
    "import { a } from './a.ts';",
    "import type { B } from './b.ts';",
    'import {',
    '  type C,',
    '  type D,',
    "} from './cd.ts';",
    "export { e } from './e.ts';",
    "import './side.css';",
    "const f = () => import('./f.ts');",
    "import { type G, h } from './gh.ts';",
  ].join('\n');
  assert.equal(
    importsOf(text).map((i) => `${i.line}:${i.spec}:${i.typeOnly ? 'type' : 'value'}`),
    ['1:./a.ts:value', '2:./b.ts:type', '3:./cd.ts:type', '7:./e.ts:value', '8:./side.css:value', '9:./f.ts:value', '10:./gh.ts:value'],
  );
});

s('checkLayering reports each kind of violation with file:line', () => {
  const fixture = new Map([
    [
      'widgets/bad.tsx',
      [
        "import { useEngine } from '../engine/widget-module.ts';",
        "import { TOAST_MS } from '../engine/constants.ts';",
        "import type { Game } from '../engine/api/types.gen.ts';",
        "import { api } from '../engine/api/calls.ts';",
        "import { ENDPOINTS } from '../engine/api/types.gen.ts';",
        "const later = () => import('../engine/session/store.ts');",
      ].join('\n'),
    ],
    ['engine/mount/bad.tsx', "import { useState } from 'react';\nimport { Icon } from '../../widgets/ui/icons.tsx';"],
    ['engine/loader.ts', "export { registry } from '../generated/registry.ts';"],
    ['engine/gates.ts', "import { useSnapshot } from 'valtio/react';\nimport { proxy } from 'valtio/vanilla';"],
    ['engine/session/bad.ts', "\n\nimport type { ReactNode } from 'react';"],
  ]);
  assert.equal(checkLayering(fixture).map(formatViolation), [
    "widgets/bad.tsx:4: import '../engine/api/calls.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:5: import '../engine/api/types.gen.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "widgets/bad.tsx:6: import '../engine/session/store.ts' — a widget reaches the engine only through engine/widget-module.ts",
    "engine/mount/bad.tsx:2: import '../../widgets/ui/icons.tsx' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/loader.ts:1: import '../generated/registry.ts' — engine/ does not import widgets/ (shell parts come from app/)",
    "engine/gates.ts:1: import 'valtio/react' — the engine's pure parts import no React",
    "engine/session/bad.ts:3: import 'react' — the engine's pure parts import no React",
  ]);
});

s('the tree keeps the layering (except the named remaining violations)', () => {
  const root = process.cwd();
  const files = new Map([...sources(root, 'engine'), ...sources(root, 'widgets'), ...sources(root, 'app')]);
  assert.ok(files.size > 200, `read ${files.size} files`);
  const found = checkLayering(files).map(formatViolation);
  const key = (line: string) => line.replace(/:\d+:/, ':');
  const remaining = new Set(REMAINING);
  const unexpected = found.filter((v) => !remaining.has(key(v)));
  assert.equal(unexpected, [], `layering violations:\n${unexpected.join('\n')}`);
  const fixed = REMAINING.filter((r) => !found.some((v) => key(v) === r));
  assert.equal(fixed, [], `fixed, so remove from REMAINING:\n${fixed.join('\n')}`);
});

s.run();
