// Sends bytes to a server exactly as given (no URL normalisation, no header checks, unlike fetch) and
// reads the status line and headers of the answer.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number | null;
  head: string;
  body: string;
  closed: boolean;
}

/** Writes `bytes` to 127.0.0.1:`port`; resolves with what came back within `waitMs`. */
export function sendRaw(port: number, bytes: string | Buffer, waitMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, head, body: split === -1 ? '' : text.slice(split + 4), closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (split !== -1 && (length === undefined ? /^HTTP\/1\.[01] (204|304)/.test(text) : text.length - split - 4 >= Number(length)))
        finish();
    });
    socket.on('end', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => {
      closed = true;
      finish();
    });
    socket.write(bytes);
  });
}

/** A GET request line and headers, raw. */
export const rawGet = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
