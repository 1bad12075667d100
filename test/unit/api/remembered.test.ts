// engine/session/remembered.ts: legacy (double base64 + sass) reading and encrypted writing.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { decodeLegacyPassword, forgetRemembered, readRemembered, remember, useKeyStore } from '../../../engine/session/remembered.ts';
import { ensureKey, memoryKeyStore } from '../../../engine/session/key-store.ts';

const keys = memoryKeyStore();
useKeyStore(keys);

const legacy = suite('decodeLegacyPassword');
legacy('reads each placement of the sass suffix', () => {
  const sass = 'k9x';
  assert.is(decodeLegacyPassword(btoa(btoa('Passw0rd1')) + sass, sass), 'Passw0rd1');
  assert.is(decodeLegacyPassword(btoa(btoa('Passw0rd1') + sass), sass), 'Passw0rd1');
  assert.is(decodeLegacyPassword(btoa(btoa(`Passw0rd1${sass}`)), sass), 'Passw0rd1');
  assert.is(decodeLegacyPassword(btoa(btoa('Passw0rd1')), ''), 'Passw0rd1');
});
legacy.run();

const read = suite('readRemembered');
read.before.each(() => localStorage.clear());
read('reads a legacy entry and migrates it to the encrypted format', async () => {
  localStorage.setItem('sass', 'zz1');
  localStorage.setItem(
    'remPass',
    JSON.stringify({ type: 'username', username: 'player01', password: `${btoa(btoa('Passw0rd1'))}zz1`, countryDialingCode: '63' }),
  );
  assert.equal(await readRemembered('username'), {
    type: 'username',
    username: 'player01',
    password: 'Passw0rd1',
    countryDialingCode: '63',
  });
  const stored = localStorage.getItem('remPass') ?? '';
  assert.not.match(stored, /Passw0rd1/);
  assert.not.match(stored, new RegExp(btoa(btoa('Passw0rd1'))));
  assert.is(localStorage.getItem('sass'), null);
  assert.is((await readRemembered('username'))?.password, 'Passw0rd1');
});
read('returns null for nothing stored, another method, or corrupt data', async () => {
  assert.is(await readRemembered(), null);
  await remember({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '63' });
  assert.is(await readRemembered('username'), null);
  localStorage.setItem('remPass', '{not json');
  assert.is(await readRemembered(), null);
});
read.run();

const write = suite('remember');
write.before.each(() => localStorage.clear());
write('keeps one entry per method, encrypted under a non-extractable AES-GCM key', async () => {
  await remember({ type: 'username', username: 'player01', password: 'Passw0rd1' });
  await remember({ type: 'sms', username: '9171234567', password: 'Other999' });
  assert.is((await readRemembered('username'))?.password, 'Passw0rd1');
  assert.is((await readRemembered('sms'))?.password, 'Other999');
  assert.not.match(localStorage.getItem('remPass') ?? '', /Passw0rd1|Other999/);
  const key = await ensureKey(keys);
  assert.is(key.extractable, false);
  assert.equal(key.algorithm, { name: 'AES-GCM', length: 256 });
  forgetRemembered('sms');
  assert.is(await readRemembered('sms'), null);
  assert.ok(await readRemembered('username'));
});
write('a different key cannot read it', async () => {
  await remember({ type: 'username', username: 'player01', password: 'Passw0rd1' });
  useKeyStore(memoryKeyStore());
  assert.is(await readRemembered('username'), null);
  useKeyStore(keys);
});
write.run();
