import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('runs ts', () => { const x: number = 1; assert.is(x, 1); });
test.run();
