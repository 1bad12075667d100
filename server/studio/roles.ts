// Who a studio session is: a named person and a role. Authors save drafts (and ask for approval, upload images,
// make preview links); publishers also publish, schedule, restore, delete and decide approval requests. The server
// refuses what a role may not do (403, in staff's words); the page only hides what it would refuse.
import { StudioRefusal } from './http.ts';

export type Role = 'author' | 'publisher';
export const ROLES: readonly Role[] = ['author', 'publisher'];

/** A signed-in person: the name every change records, and what they may do. */
export interface StaffUser {
  name: string;
  role: Role;
}

/**
 * What a person types as their name after a one-time link or with the shared token: letters (any script), digits,
 * spaces and . _ @ ' - , 1 to 64 of them, starting with a letter or digit.
 */
export const DISPLAY_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._@'-]{0,63}$/u;

/** The name typed, tidied (spaces squeezed), or null when it cannot be a name. */
export function displayName(raw: string | null | undefined): string | null {
  const name = (raw ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return DISPLAY_NAME.test(name) && name.toLowerCase() !== 'outside the studio' ? name : null;
}

/** What each refused action is called in a refusal. */
const DOING = {
  publish: 'publish',
  schedule: 'schedule a publish',
  restore: 'restore an older version',
  delete: 'delete a screen',
  undelete: 'bring back a deleted screen',
  decide: 'approve or decline a request',
  revoke: "withdraw another person's preview link",
} as const;

/** Refuses (403) unless `user` is a publisher. */
export function requirePublisher(user: StaffUser, action: keyof typeof DOING): void {
  if (user.role === 'publisher') return;
  throw new StudioRefusal(
    403,
    `Only a publisher can ${DOING[action]}. You are signed in as ${user.name}, an author: save your change as a draft and use "Ask for approval…" so a publisher can publish it.`,
  );
}
