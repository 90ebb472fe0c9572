// An S3-compatible server of the tests' own (s3rver: the S3 protocol over HTTP, its objects in a folder), on a free
// local port, with the buckets a test asks for: the CMS's upload provider for S3 talks to it as to any bucket, so the
// tests of uploads in a bucket need neither the internet nor an account. What a test reads of a bucket it reads as any
// S3 client would, over HTTP: its keys (ListObjectsV2). It runs in a process of its own (this file, run with its
// folder, port and buckets): a backup or restore runs Strapi's command line synchronously, which would stop a server
// in the test's own process from answering it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { isEntryPoint, unusedPort } from '../shared';

/** s3rver's own credentials: it checks each request's signature against them. */
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

export type S3Server = {
  /** Its address, as S3_ENDPOINT: http://127.0.0.1:<port>. */
  endpoint: string;
  /** The CMS's settings for uploads into `bucket` on this server (cms/src/uploads-bucket.js). */
  env(bucket: string): Record<string, string>;
  /** The keys in `bucket`, sorted. */
  keys(bucket: string): Promise<string[]>;
  stop(): Promise<void>;
};

/** Starts a server with `buckets`, its objects kept under `folder` (emptied first, and when it stops). */
export async function startS3Server(folder: string, buckets: string[]): Promise<S3Server> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const port = await unusedPort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, folder, String(port), ...buckets],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let said = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the S3 server did not start within 30 s')), 30_000);
    child.stdout.on('data', (chunk: string) => {
      said += chunk;
      if (said.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 server stopped as it started (exit ${code})`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    }),
    async keys(bucket) {
      const answer = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
      if (!answer.ok) throw new Error(`listing the bucket ${bucket} answered ${answer.status}`);
      const xml = await answer.text();
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The folder a test's server keeps its objects in, under the run's output. */
export const s3Folder = (work: string) => path.join(work, 's3-objects');

/** The server itself, in its own process: `<folder> <port> <bucket>...`; says "ready" once it answers. */
async function serve([folder, port, ...buckets]: string[]) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(port),
    silent: true,
    directory: folder,
    // Only path-style addresses (http://127.0.0.1:port/bucket/key), as the CMS's settings ask for.
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await server.run();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

if (isEntryPoint(import.meta.filename))
  serve(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`s3 server: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
