// What a careless or hostile client may send any server of ours, sent over a raw socket so that nothing on our side
// tidies it first: request-targets that are not paths, broken percent-encodings and bytes, headers over any limit, a
// request line that is not HTTP, and a body that never finishes. A test sends the batch, then asks the server
// something it answers, to find it still answering.
import { connect, type Socket } from 'node:net';

/** One malformed request, as bytes on the wire. */
export const MALFORMED_REQUESTS: readonly { what: string; bytes: string | Buffer }[] = [
  { what: 'a target that is not a path', bytes: 'GET //::: HTTP/1.1\r\nHost: x\r\n\r\n' },
  { what: 'an authority target', bytes: 'GET x:80 HTTP/1.1\r\nHost: x\r\n\r\n' },
  { what: 'an asterisk target', bytes: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n' },
  { what: 'an absolute target', bytes: 'GET http://[::1/ HTTP/1.1\r\nHost: x\r\n\r\n' },
  { what: 'a broken percent-encoding', bytes: 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n' },
  { what: 'a lone percent', bytes: 'POST /% HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n' },
  { what: 'an encoded NUL', bytes: 'GET /%00/..%2f..%2fetc/passwd HTTP/1.1\r\nHost: x\r\n\r\n' },
  {
    what: 'bytes that are not UTF-8',
    bytes: Buffer.concat([
      Buffer.from('GET /'),
      Buffer.from([0xff, 0xfe, 0xc0]),
      Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
    ]),
  },
  { what: 'a path of 100,000 characters', bytes: `GET /${'a/'.repeat(50_000)} HTTP/1.1\r\nHost: x\r\n\r\n` },
  { what: 'headers of 64 KB', bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(65_536)}\r\n\r\n` },
  { what: 'a request line that is not HTTP', bytes: '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n' },
  {
    what: 'a body longer than it says',
    bytes: 'POST /deploy-hook HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}}}}}',
  },
  { what: 'a negative length', bytes: 'POST /deploy-hook HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n' },
  {
    what: 'a chunked body with a broken chunk',
    bytes: 'POST /deploy-hook HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  },
  { what: 'a cookie with no equals sign', bytes: 'GET / HTTP/1.1\r\nHost: x\r\nCookie: ;;;=;a\r\n\r\n' },
];

/** Sends `bytes` to `port` and resolves with the status line the server answered, or '' if it only closed. */
export function sendRaw(port: number, bytes: string | Buffer, limitMs = 5_000): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      socket.destroy();
      resolve(answer.split('\r\n')[0] ?? '');
    };
    socket.setTimeout(limitMs, done);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
  });
}

/** Opens a request whose body comes a byte a second and never ends: the socket, for the test to end. */
export function startSlowBody(port: number, path = '/deploy-hook'): Socket {
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
    );
    const drip = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(drip)), 1_000);
    socket.on('close', () => clearInterval(drip));
  });
  socket.on('error', () => undefined);
  return socket;
}

/**
 * Sends every request of the batch (and keeps a slow body open meanwhile), then resolves with what each was
 * answered: a status line, or '' where the server only closed the connection. Never rejects.
 */
export async function sendMalformedRequests(port: number): Promise<Record<string, string>> {
  const slow = startSlowBody(port);
  const answers: Record<string, string> = {};
  try {
    for (const { what, bytes } of MALFORMED_REQUESTS) answers[what] = await sendRaw(port, bytes);
  } finally {
    slow.destroy();
  }
  return answers;
}
