import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cqcLocation from './recorded/cqc-location.json';
import fsaEstablishment from './recorded/fsa-establishment.json';

// CQC's and the FSA's APIs as the tests need them, never the live ones: one local server that answers CQC's
// GET /public/v1/locations/{id} and the FSA's GET /Establishments/{id} with answers shaped as theirs are (the
// fictional home's own: recorded/), and that can be told to answer otherwise: a queue of answers to give first,
// including a hang, a cut connection, a 429 with its Retry-After, a body that is not JSON.

export const recordedRegulators = { cqcLocation, fsaEstablishment };

export type RegulatorAnswer =
  | { status: number; body?: unknown; text?: string; headers?: Record<string, string> }
  | { hang: true }
  | { cut: true };

export type SeenRegulatorRequest = { path: string; headers: IncomingHttpHeaders };

export type RecordedRegulators = {
  /** The base URLs to give as CQC_API_URL and FSA_API_URL. */
  cqcUrl: string;
  fsaUrl: string;
  requests: SeenRegulatorRequest[];
  /** Answers to give, in order, before the recorded ones. */
  queue: RegulatorAnswer[];
  /** What GET /public/v1/locations/{id} and GET /Establishments/{id} answer after the queue (the recorded ones). */
  cqc: { status: number; body: unknown };
  fsa: { status: number; body: unknown };
  close: () => Promise<void>;
};

export async function startRecordedRegulators(): Promise<RecordedRegulators> {
  const state = {
    requests: [] as SeenRegulatorRequest[],
    queue: [] as RegulatorAnswer[],
    cqc: { status: 200, body: structuredClone(cqcLocation) as unknown },
    fsa: { status: 200, body: structuredClone(fsaEstablishment) as unknown },
  };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    state.requests.push({ path, headers: req.headers });
    const standing = /^\/public\/v1\/locations\/[^/]+$/.test(path)
      ? state.cqc
      : /^\/Establishments\/[^/]+$/.test(path)
        ? state.fsa
        : { status: 404, body: { message: 'Resource not found' } };
    const answer: RegulatorAnswer = state.queue.shift() ?? standing;
    if ('hang' in answer) return;
    if ('cut' in answer) {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
    res.end(answer.text ?? JSON.stringify(answer.body ?? { message: `status ${answer.status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(state, {
    cqcUrl: `${origin}/public/v1`,
    fsaUrl: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
