// SIGTERM under load: the process first reports not ready, finishes what it accepted, refuses the rest with a 503 envelope and exits 0.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db/client.ts';
import { seededDatabase, signInWith, spawnServer, type Spawned, type TestDatabase } from './support.ts';

interface Outcome {
  id: string;
  kind: 'read' | 'write';
  title?: string;
  sentAt: number;
  status?: number;
  body?: { code?: string; success?: boolean; status?: string };
  error?: string;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Status and JSON body of each HTTP/1.1 response in a raw byte stream (fixed content-length bodies). */
function responsesIn(raw: Buffer): { status: number; connection?: string; body: unknown }[] {
  const found = [];
  let at = 0;
  while (at < raw.length) {
    const end = raw.indexOf('\r\n\r\n', at);
    if (end < 0) break;
    const head = raw.subarray(at, end).toString('latin1');
    const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const body = raw.subarray(end + 4, end + 4 + length).toString('utf8');
    found.push({
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
      connection: /^connection:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase(),
      body: JSON.parse(body),
    });
    at = end + 4 + length;
  }
  return found;
}

/**
 * A write whose body is still on its way when SIGTERM comes (a request in flight, whatever the machine's
 * speed), with a second request pipelined behind it once the body is complete.
 */
function heldRequest(port: number, token: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  const received: Buffer[] = [];
  socket.on('data', (chunk) => received.push(chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const body = JSON.stringify({ title: 'drain-held', content: 'drain-held', seq: 1, status: 1 });
  const half = Math.floor(body.length / 2);
  socket.write(
    [
      'POST /mall_multishop/admin/hot_search HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${token}`,
      'X-Request-Id: held-write',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, half),
    ].join('\r\n'),
  );
  return {
    finish: () => socket.write(`${body.slice(half)}GET /mall_auth/ua/app_config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: held-next\r\n\r\n`),
    answers: async () => {
      await closed;
      return responsesIn(Buffer.concat(received));
    },
  };
}

describe('SIGTERM under load', () => {
  let database: TestDatabase;
  let server: Spawned;
  beforeAll(async () => {
    database = await seededDatabase();
    server = await spawnServer({ ...database.env, CAPTCHA_TEST_HOOK: '1', LOG_LEVEL: 'info', SHUTDOWN_DELAY_SECONDS: '1' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('loses no accepted request: each one answers 200 or a 503 envelope, and the process exits 0', async () => {
    const { accessToken } = await signInWith(server.base, 'shop_admin', 'Caremall123');
    expect(accessToken).toBeTruthy();
    const outcomes: Outcome[] = [];
    const readiness: { at: number; status: number | 'down'; body?: unknown }[] = [];
    let exited = false;
    void server.exited.then(() => (exited = true));
    let signalledAt = Infinity;

    const worker = async (w: number) => {
      for (let i = 0; !exited; i++) {
        const id = `load-${w}-${i}`;
        const write = i % 2 === 1;
        const title = `drain-${w}-${i}`;
        const outcome: Outcome = { id, kind: write ? 'write' : 'read', sentAt: performance.now(), ...(write ? { title } : {}) };
        outcomes.push(outcome);
        try {
          const response = await fetch(
            `${server.base}${write ? '/mall_multishop/admin/hot_search' : '/mall_order/m/order/page?pageNum=1&pageSize=10'}`,
            {
              method: write ? 'POST' : 'GET',
              headers: { authorization: accessToken!, 'x-request-id': id, ...(write ? { 'content-type': 'application/json' } : {}) },
              body: write ? JSON.stringify({ title, content: title, seq: 1, status: 1 }) : undefined,
            },
          );
          outcome.status = response.status;
          outcome.body = await response.json();
        } catch (error) {
          outcome.error = String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
          await pause(20);
        }
      }
    };
    const probe = async () => {
      while (!exited) {
        try {
          const response = await fetch(`${server.base}/readyz`);
          readiness.push({ at: performance.now(), status: response.status, body: await response.json() });
        } catch {
          readiness.push({ at: performance.now(), status: 'down' });
        }
        await pause(50);
      }
    };

    const held = heldRequest(server.port, accessToken!);
    const load = [...Array.from({ length: 6 }, (_, w) => worker(w)), probe()];
    // Under way before the signal: some answers in.
    while (outcomes.filter((o) => o.status === 200).length < 30) await pause(20);
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    // Once the process no longer takes connections, the held request's body arrives, and a request behind it.
    while (!exited && !outcomes.some((o) => o.sentAt > signalledAt && o.error)) await pause(20);
    held.finish();
    const code = await server.exited;
    await Promise.all(load);
    expect(code).toBe(0);

    // The request in flight finished; the one behind it on the same connection got the 503 envelope.
    const [write, next, ...more] = await held.answers();
    expect(write).toMatchObject({ status: 200, body: { code: '00000', success: true } });
    expect(next).toMatchObject({ status: 503, connection: 'close', body: { code: 'A00005', success: false } });
    expect(more).toEqual([]);

    // Not ready first, while requests are still being served.
    const firstNotReady = readiness.find((r) => r.at > signalledAt && r.status === 503);
    expect(firstNotReady?.body).toEqual({ status: 'shutting down' });
    expect(outcomes.some((o) => o.sentAt > firstNotReady!.at && o.status === 200)).toBe(true);

    // Every answer is a success or the 503 envelope.
    const answered = outcomes.filter((o) => o.status !== undefined);
    for (const o of answered) {
      if (o.status === 200) expect(o.body, o.id).toMatchObject({ code: '00000', success: true });
      else expect({ id: o.id, status: o.status, body: o.body }).toMatchObject({ status: 503, body: { code: 'A00005', success: false } });
    }

    // Every request the server accepted (its log has it coming in) got its answer.
    const log = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
    const accepted = new Set(log.filter((l) => l.msg === 'incoming request' && l.reqId?.startsWith('load-')).map((l) => l.reqId!));
    const completed = new Set(log.filter((l) => l.msg === 'request completed' && l.reqId?.startsWith('load-')).map((l) => l.reqId!));
    const lost = outcomes.filter((o) => accepted.has(o.id) && o.status === undefined);
    expect(lost, 'accepted, then cut off').toEqual([]);
    expect([...accepted].filter((id) => !completed.has(id))).toEqual([]);
    expect(accepted.size).toBeGreaterThan(30);
    // The rest never reached the server: refused connections once it stopped listening.
    for (const o of outcomes.filter((o) => o.status === undefined)) expect(accepted.has(o.id)).toBe(false);
    expect(log.some((l) => l.msg === 'stopped')).toBe(true);

    // Every acknowledged write is in the database, and nothing unacknowledged that the server refused.
    const check = await openDatabase(database.url ? { databaseUrl: database.url, poolSize: 1 } : { dataDir: database.dataDir });
    try {
      const rows = (
        (await check.db.execute(sql`select title from hot_search where title like 'drain-%'`)) as unknown as { rows: { title: string }[] }
      ).rows;
      const stored = new Set(rows.map((r) => r.title));
      expect(stored.has('drain-held')).toBe(true);
      for (const o of outcomes.filter((o) => o.kind === 'write')) {
        if (o.status === 200) expect(stored.has(o.title!), `${o.id} acknowledged but missing`).toBe(true);
        if (o.status === 503) expect(stored.has(o.title!), `${o.id} refused but stored`).toBe(false);
      }
    } finally {
      await check.close();
    }
    console.log(
      `SIGTERM under load: ${accepted.size} accepted, ${answered.filter((o) => o.status === 200).length} answered 200, ` +
        `${answered.filter((o) => o.status === 503).length} refused with the 503 envelope, ${outcomes.length - answered.length} never connected`,
    );
  }, 60_000);
});
