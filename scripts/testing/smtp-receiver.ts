// A mail server of the tests' own, on a free local port: it speaks just enough SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA,
// RSET, NOOP, QUIT; no TLS, no sign-in) for the CMS's e-mail provider to hand it a message, and keeps each message
// whole, so a test reads what an invitation or a password reset says without the internet or a real mailbox.
import { createServer, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A message's text parts as a reader sees them: quoted-printable soft breaks joined and its =XX codes decoded. */
export function readableText(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const joined = body.replace(/=\r\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Starts the server; `received` fills as messages come, `next(to)` waits for the next one to that address. */
export async function startSmtpReceiver(): Promise<{
  port: number;
  received: ReceivedMail[];
  next: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('latin1');
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 tests.localhost ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          // Dot-stuffing undone (a line that began with a dot was sent with two).
          const mail = { from, to, raw: data.replace(/\r\n\.\./g, '\r\n.') };
          received.push(mail);
          for (const one of [...waiting])
            if (mail.to.includes(one.to)) {
              waiting.splice(waiting.indexOf(one), 1);
              one.resolve(mail);
            }
          data = null;
          from = '';
          to = [];
          say('250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250-tests.localhost\r\n250 8BITMIME');
        else if (verb === 'HELO') say('250 tests.localhost');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          say('250 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 ok');
        } else if (verb === 'DATA') {
          data = '';
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          say('250 ok');
        } else if (verb === 'NOOP') say('250 ok');
        else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('smtp-receiver: no port');
  return {
    port: address.port,
    received,
    next: (to, timeoutMs = 30_000) =>
      new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`smtp-receiver: no message to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      }),
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
