// The server's one HTML escaper, for text and attribute values alike (the pages it writes: the server render's
// page, the boot data's preloads, the studio's sign-in page).

/** `s` with & < > " ' as character references: safe as element text and inside a quoted attribute. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
