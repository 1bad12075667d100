// The password of the current sign-in, held in memory only (never stored): change password asks for the old
// password only when none is held, and sends the held one otherwise.
let held: string | null = null;

/** Holds the password used to sign in (or just set). */
export function holdPassword(password: string | null): void {
  held = password || null;
}

/** The held password, or null (after a reload, or after sign-in by SMS code). */
export function heldPassword(): string | null {
  return held;
}
