// A JSON syntax error in staff's words: "line 3, column 1: a comma cannot come right before }" instead of the
// parser's "Unexpected token RBrace found. (3:1)". Reads the text around the position the parser gave.

const CLOSERS: Record<string, string> = { RBrace: '}', RBracket: ']', LBrace: '{', LBracket: '[', Colon: ':', Comma: ',' };

/** The last character before `offset` that is not white space, with its line (1-based). */
function before(source: string, offset: number): { char: string; line: number } {
  let i = Math.min(offset, source.length) - 1;
  while (i >= 0 && /\s/.test(source[i]!)) i--;
  return { char: i >= 0 ? source[i]! : '', line: source.slice(0, Math.max(i, 0)).split('\n').length };
}

/** What is wrong, in plain words, from the parser's message and the text before the position. */
function what(source: string, offset: number, message: string): string {
  const prev = before(source, offset);
  if (/end of input/i.test(message)) return 'the text ends too early: a closing } or ], or a closing " of a text, is missing';
  const token = /Unexpected token (\w+)/.exec(message)?.[1];
  if (token && CLOSERS[token]) {
    const c = CLOSERS[token];
    if (prev.char === ',' && (c === '}' || c === ']'))
      return `a comma cannot come right before ${c}: remove the comma at the end of line ${prev.line}`;
    if (prev.char === ',' && c === ',') return 'two commas in a row: remove one';
    if (c === '}' || c === ']')
      return `this ${c} closes nothing that is open here: a bracket is missing above, or this one is one too many`;
    return `a "${c}" is not expected here`;
  }
  if (
    token === 'String' ||
    token === 'Number' ||
    token === 'True' ||
    token === 'False' ||
    token === 'Null' ||
    token === 'LBrace' ||
    token === 'LBracket'
  ) {
    if (prev.char && '"}]0123456789el'.includes(prev.char)) return `a comma is missing at the end of line ${prev.line}, before this`;
    return 'a value is not expected here';
  }
  const word = /Unexpected identifier '([^']*)'/.exec(message)?.[1];
  if (word !== undefined) return `${word} is not a value: a text needs double quotes ("${word}"), and only true, false and null go without`;
  const char = /Unexpected character '(.)'/.exec(message)?.[1];
  if (char !== undefined) {
    if (char === "'") return 'texts and names need double quotes ("), not single ones';
    const bare = /^[A-Za-z_$][\w$]*/.exec(source.slice(offset))?.[0];
    if (bare && (prev.char === '{' || (prev.char === ',' && !/\[\s*$/.test(source.slice(0, offset)))))
      return `a property name needs double quotes ("${bare}")`;
    if (bare) return `${bare} is not a value: a text needs double quotes ("${bare}"), and only true, false and null go without`;
    if (/\d/.test(char) && prev.char === '0') return 'a number cannot start with 0 (write 7, not 07)';
    if (char === '/') return 'comments are not allowed in JSON';
    return `the character ${char} is not allowed here`;
  }
  return message.replace(/\s*\(\d+:\d+\)\s*$/, '').replace(/\.$/, '');
}

/** "line L, column C: what is wrong" for a parser error at `line` and `column` (1-based) of `source`. */
export function jsonSyntaxWords(source: string, line: number, column: number, message: string): string {
  const lines = source.split('\n');
  let offset = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) offset += lines[i]!.length + 1;
  offset += column - 1;
  return `line ${line}, column ${column}: ${what(source, offset, message)}`;
}
