// The platform's register rule map read as the forms' named rules (widgets/form/server-rules.ts), and the sandbox
// answering in that shape the rules it checks registrations with.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CLIENT_RULES, rulesFrom } from '../../../widgets/form/server-rules.ts';
import { RULES, ruleMap } from '../../../sandbox/data/register.ts';
import { verify } from '../../../widgets/form/rules.ts';

test('bounds and pattern come from the map; "*" and a broken pattern mean none; the label key from the field', () => {
  const rules = rulesFrom({
    username: { enabled: true, required: true, acceptedPattern: '^[a-z]+$', patternId: 1, minLength: 6, maxLength: 16 },
    email: { enabled: true, required: false, acceptedPattern: '*', maxLength: 64 },
    wechat: { enabled: false, acceptedPattern: '([', minLength: -1 },
    captcha: { enabled: true, required: true },
  });
  assert.equal(rules.username, { min: 6, max: 16, pattern: '^[a-z]+$', message: 'account_format_incorrect' });
  assert.equal(rules.email, { max: 64, message: 'email_format_incorrect' });
  assert.equal(rules.wechat, { message: 'format_incorrect' });
  assert.is(rules.captcha, undefined, 'the captcha has its own field');
  assert.equal(rules.loginUsername, CLIENT_RULES.loginUsername, 'the login fields keep the client rules');
});

test('a malformed answer gives the client rules only', () => {
  for (const bad of [null, undefined, 'x', [], { username: null }] as never[]) assert.equal(rulesFrom(bad), CLIENT_RULES);
});

test('the sandbox answers the rules it checks with: read back, they judge values the same way', () => {
  const rules = rulesFrom(ruleMap());
  for (const [name, value] of [
    ['username', 'ab'],
    ['username', 'abc123'],
    ['username', '1abcdef'],
    ['mobileNum', '09171234567'],
    ['mobileNum', '12ab'],
    ['payeeName', 'Jo'],
    ['affiliateCode', 'AG-1'],
  ] as const) {
    const field = { name, rule: name };
    assert.is(verify(field, value, {}, rules)?.key ?? null, verify(field, value, {}, RULES)?.key ?? null, `${name}=${value}`);
  }
});

test.run();
