// A screen file's fingerprint, shared by the generator (which records the files it validated) and the server and
// the build (which mark a served file whose text is exactly a validated one, so the engine skips validating it).
// Plain JS: Node runs it in scripts/gen.mjs and the build without a TypeScript loader.

/**
 * Length and a 32-bit hash (the first half of cyrb53) of the text: equal text, equal fingerprint; an edit
 * changes it (an edit keeping both length and hash is a one in four billion chance).
 * @param {string} text
 * @returns {string}
 */
export function fingerprint(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return `${text.length.toString(36)}.${(h1 >>> 0).toString(36)}`;
}
