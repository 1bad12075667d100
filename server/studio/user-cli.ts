// Makes a line for a STUDIO_USERS file. Usage:
//   npx tsx server/studio/user-cli.ts token <name> [author|publisher]   a new random token (shown once, on stderr)
//   npx tsx server/studio/user-cli.ts add <name> [author|publisher]     reads a password from stdin (12+ varied characters)
// The role is author unless given. The line ("name scrypt$... role") goes to stdout: append it to the file,
// e.g. >> /etc/studio-users.
import { createInterface } from 'node:readline';
import { PASSWORD_RULE, hashSecret, newToken, weakness } from './secrets.ts';
import { USER_NAME } from './users.ts';
import { ROLES } from './roles.ts';

const [command, name, role = 'author'] = process.argv.slice(2);
if (!name || !USER_NAME.test(name) || (command !== 'token' && command !== 'add') || !(ROLES as string[]).includes(role)) {
  console.error('usage: npx tsx server/studio/user-cli.ts token|add <name> [author|publisher]  (a name of letters, digits, . _ @ -)');
  process.exit(2);
}
let secret: string;
if (command === 'token') {
  secret = newToken();
  console.error(`Token for ${name} (give it to them now; it is not stored anywhere): ${secret}`);
} else {
  if (process.stdin.isTTY) process.stderr.write(`Password for ${name}: `);
  const rl = createInterface({ input: process.stdin });
  secret = await new Promise<string>((done) =>
    rl.once('line', (line) => {
      rl.close();
      done(line);
    }),
  );
  const weak = weakness(secret, PASSWORD_RULE);
  if (weak) {
    console.error(`Refused: the password is too weak: ${weak}.`);
    process.exit(1);
  }
}
console.log(`${name} ${await hashSecret(secret)} ${role}`);
