// Registers css-hooks.mjs (see there); passed to node with --import by scripts/run-tests.mjs.
import { register } from 'node:module';
register('./css-hooks.mjs', import.meta.url);
