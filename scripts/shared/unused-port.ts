import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on right now: for a server a test starts, or one it expects to be down. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
