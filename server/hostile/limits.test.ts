/**
 * Bounded input against the real server: oversized URLs, headers and bodies, malformed bodies and content types,
 * invalid methods and framing, and slow clients. Every malformed request gets a 4xx (or, for CONNECT, a closed
 * connection), never a 5xx, and the process keeps serving throughout.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealedInternals, summary } from '../testing/hostile-checks';
import { rawExchange, rawRequest, type RawRequest, type RawResponse } from '../testing/raw-http';
import { startRealServer, type RealServer } from '../testing/real-server';

const PORT = 18_103;
/** Lowered from the default 30 s so slow clients can be watched being cut off within the test's time. */
const TIMEOUT_SECONDS = 2;
let server: RealServer;
const seen: Array<{ label: string; response: RawResponse }> = [];

async function send(label: string, request: RawRequest | string): Promise<RawResponse> {
  const response = typeof request === 'string' ? await rawExchange(PORT, request) : await rawRequest(PORT, request);
  seen.push({ label, response });
  return response;
}

beforeAll(async () => {
  server = await startRealServer({ port: PORT, env: { REQUEST_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) } });
}, 40_000);

afterAll(async () => server?.stop());

describe('oversized requests', () => {
  it('refuses a 100 kB URL with 431, and a long but legal URL without a 5xx', async () => {
    expect((await send('100 kB URL', { target: `/?${'a'.repeat(100_000)}` })).status).toBe(431);
    expect((await send('100 kB path', { target: `/assets/${'a'.repeat(100_000)}.js` })).status).toBe(431);
    const long = await send('7 kB path', { target: `/assets/${'a'.repeat(7_000)}.js` });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    expect((await send('7 kB query', { target: `/api/site?locale=${'a'.repeat(7_000)}` })).status).toBe(400);
  });

  it('refuses oversized headers: one huge header, many headers, a huge cookie', async () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-h${i}`, 'v'.repeat(40)]));
    expect((await send('20 kB header', { target: '/', headers: { 'x-big': 'a'.repeat(20_000) } })).status).toBe(431);
    expect((await send('500 headers', { target: '/', headers: many })).status).toBe(431);
    expect((await send('16 kB cookie', { target: '/api/status', headers: { cookie: `session=${'a'.repeat(16_000)}` } })).status).toBe(431);
    const tiny = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`h${i}`, '']));
    const manyTiny = await send('3000 empty headers', { target: '/api/status', headers: tiny });
    expect([400, 401, 431]).toContain(manyTiny.status);
  });

  it('refuses bodies over 1 kB with 413, announced or streamed, and never reads them into memory', async () => {
    const announced = await send('10 GB announced', {
      method: 'POST',
      target: '/api/login?token=x',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 ** 3) },
    });
    expect(announced.status).toBe(413);
    const chunk = 'a'.repeat(1_000);
    const streamed = `POST /api/login?token=x HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: text/plain\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n${`${(1_000).toString(16)}\r\n${chunk}\r\n`.repeat(200)}0\r\n\r\n`;
    expect((await send('200 kB chunked', streamed)).status).toBe(413);
    expect((await send('2 kB JSON', { method: 'POST', target: '/api/login?token=x', headers: { 'content-type': 'application/json' }, body: `{"a":"${'b'.repeat(2_000)}"}` })).status).toBe(413);
  });
});

describe('malformed bodies and content types', () => {
  const bodies: Array<[string, Record<string, string>, string]> = [
    ['broken JSON', { 'content-type': 'application/json' }, '{"broken'],
    ['empty JSON', { 'content-type': 'application/json' }, ''],
    ['prototype pollution', { 'content-type': 'application/json' }, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
    ['deep JSON', { 'content-type': 'application/json' }, '['.repeat(500) + ']'.repeat(500)],
    ['JSON in UTF-16', { 'content-type': 'application/json; charset=utf-16' }, '{}'],
    ['XML', { 'content-type': 'application/xml' }, '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
    ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'password=x'],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['garbage content type', { 'content-type': ';;;/;=;' }, 'x'],
    ['content type without subtype', { 'content-type': 'application' }, 'x'],
    ['binary', { 'content-type': 'application/octet-stream' }, '\u0000\u0001\u0002'],
    ['text', { 'content-type': 'text/plain' }, 'password=x'],
    ['no content type', {}, 'x=1'],
    ['body on GET', { 'content-type': 'application/json' }, '{"a'],
  ];

  it.each(bodies)('%s: a 4xx (or the route\'s own answer), never a 5xx', async (label, headers, body) => {
    const method = label === 'body on GET' ? 'GET' : 'POST';
    const target = method === 'GET' ? '/api/status' : '/api/login?token=not-a-token';
    const response = await send(label, { method, target, headers, body });
    expect(response.status, summary(label, response)).toBeGreaterThanOrEqual(400);
    expect(response.status, summary(label, response)).toBeLessThan(500);
    expect(revealedInternals(response), label).toBeUndefined();
  });
});

describe('invalid methods and framing', () => {
  const lines: Array<[string, string]> = [
    ['unknown method', 'FOO / HTTP/1.1'],
    ['lowercase method', 'get / HTTP/1.1'],
    ['method with a NUL', 'GE\u0000T / HTTP/1.1'],
    ['TRACE', 'TRACE / HTTP/1.1'],
    ['TRACK', 'TRACK / HTTP/1.1'],
    ['DELETE', 'DELETE /api/login HTTP/1.1'],
    ['PUT', 'PUT /api/login?token=x HTTP/1.1'],
    ['PATCH', 'PATCH /api/status HTTP/1.1'],
    ['OPTIONS', 'OPTIONS /api/login HTTP/1.1'],
    ['PROPFIND', 'PROPFIND / HTTP/1.1'],
    ['SEARCH', 'SEARCH / HTTP/1.1'],
    ['asterisk target', 'OPTIONS * HTTP/1.1'],
    ['HTTP/2 preface', 'PRI * HTTP/2.0'],
    ['HTTP/1.2', 'GET / HTTP/1.2'],
    ['HTTP/9.9', 'GET / HTTP/9.9'],
    ['space in target', 'GET /a b HTTP/1.1'],
    ['control character in target', 'GET /\u0001 HTTP/1.1'],
    ['no target', 'GET  HTTP/1.1'],
  ];

  it.each(lines)('%s: 4xx, never a 5xx, and no echo', async (label, line) => {
    const response = await send(label, `${line}\r\nhost: 127.0.0.1\r\nx-echo-probe: <script>probe</script>\r\nconnection: close\r\n\r\n`);
    expect(response.status, summary(label, response)).toBeGreaterThanOrEqual(400);
    expect(response.status, summary(label, response)).toBeLessThan(500);
    expect(response.body).not.toContain('<script>probe');
  });

  // Unusual but legal forms (absolute-form target, a request line without a version): the app page at most.
  it.each([
    ['absolute target', 'GET http://evil.example/ HTTP/1.1'],
    ['no version', 'GET /'],
  ])('%s: never a 5xx, and no echo', async (label, line) => {
    const response = await send(label, `${line}\r\nhost: 127.0.0.1\r\nx-echo-probe: <script>probe</script>\r\nconnection: close\r\n\r\n`);
    expect(response.status, summary(label, response)).toBeLessThan(500);
    expect(response.body).not.toContain('<script>probe');
  });

  it('CONNECT is closed without an answer, and the server lives on', async () => {
    const response = await send('CONNECT', 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nhost: 127.0.0.1:22\r\n\r\n');
    expect(response.status === 0 || (response.status >= 400 && response.status < 500)).toBe(true);
    expect((await send('after CONNECT', { target: '/api/status' })).status).toBe(401);
  });

  const framing: Array<[string, string]> = [
    ['Content-Length and Transfer-Encoding', 'content-length: 4\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['two Content-Lengths', 'content-length: 1\r\ncontent-length: 2\r\n\r\nab'],
    ['negative Content-Length', 'content-length: -1\r\n\r\n'],
    ['non-numeric Content-Length', 'content-length: abc\r\n\r\n'],
    ['unknown Transfer-Encoding', 'transfer-encoding: gzip\r\n\r\nxx'],
    ['obfuscated Transfer-Encoding', 'transfer-encoding: xchunked\r\n\r\n0\r\n\r\n'],
    ['bad chunk size', 'transfer-encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n'],
    ['header without a colon', 'this is not a header\r\n\r\n'],
    ['space before the colon', 'host : evil\r\n\r\n'],
    ['obsolete line folding', 'x-a: b\r\n c\r\n\r\n'],
    ['bare LF', 'x-a: b\nx-b: c\r\n\r\n'],
    ['NUL in a header', 'x-a: b\u0000c\r\n\r\n'],
    ['no Host', ''],
  ];

  it.each(framing)('%s: 4xx, never a 5xx', async (label, rest) => {
    const host = label === 'no Host' ? '' : 'host: 127.0.0.1\r\n';
    const response = await send(label, `POST /api/login?token=x HTTP/1.1\r\n${host}connection: close\r\n${rest}${rest.includes('\r\n\r\n') ? '' : '\r\n'}`);
    expect(response.status, summary(label, response)).toBeGreaterThanOrEqual(400);
    expect(response.status, summary(label, response)).toBeLessThan(500);
  });

  it('answers a burst of 200 pipelined requests on one connection', async () => {
    const burst = 'GET /api/status HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n'.repeat(199) + 'GET /api/status HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n';
    const response = await rawExchange(PORT, burst);
    expect(response.raw.match(/HTTP\/1\.1 401/g)?.length).toBe(200);
  });
});

/** Opens a raw connection, runs `drip` on it, and resolves with how long the server took to close it. */
function timeUntilClosed(drip: (socket: net.Socket) => void, limitMs: number): Promise<{ ms: number; received: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect({ port: PORT, host: '127.0.0.1' }, () => drip(socket));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a slow connection open for ${limitMs} ms`));
    }, limitMs);
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, received });
    });
  });
}

/** Writes one piece every `everyMs` until the socket closes, so the connection is never idle. */
function trickle(socket: net.Socket, first: string, piece: string, everyMs: number): void {
  socket.write(first);
  const interval = setInterval(() => (socket.writable ? socket.write(piece) : clearInterval(interval)), everyMs);
  socket.on('close', () => clearInterval(interval));
}

// Concurrent: each case waits for the server's deadline, and the deadlines may as well pass together.
describe.concurrent('slow clients (REQUEST_TIMEOUT_SECONDS=2)', () => {
  const limitMs = (TIMEOUT_SECONDS + 4) * 1000;

  it('closes a connection that sends nothing', async ({ expect }) => {
    const { ms } = await timeUntilClosed(() => undefined, limitMs);
    expect(ms).toBeGreaterThan(TIMEOUT_SECONDS * 1000 - 500);
  });

  it('closes a connection that trickles header lines (slowloris), answering 408 at most', async ({ expect }) => {
    const { ms, received } = await timeUntilClosed((s) => trickle(s, 'GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n', 'x-a: b\r\n', 300), limitMs);
    expect(ms).toBeGreaterThan(TIMEOUT_SECONDS * 1000 - 500);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection that trickles the body', async ({ expect }) => {
    const head = 'POST /api/login?token=x HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: text/plain\r\ncontent-length: 1000\r\n\r\n';
    const { ms, received } = await timeUntilClosed((s) => trickle(s, head, 'a', 300), limitMs);
    expect(ms).toBeGreaterThan(TIMEOUT_SECONDS * 1000 - 500);
    expect(received).not.toMatch(/^HTTP\/1\.1 5/);
  });

  it('closes an idle kept-alive connection after its answer', async ({ expect }) => {
    const { received } = await timeUntilClosed((s) => s.write('GET /api/status HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n'), limitMs);
    expect(received).toMatch(/^HTTP\/1\.1 401/);
  });

  it('keeps answering others while 100 slow clients hold connections, and closes them all in time', async ({ expect }) => {
    const slow = Array.from({ length: 100 }, () =>
      timeUntilClosed((s) => trickle(s, 'GET / HTTP/1.1\r\nhost: 127.0.0.1\r\n', 'x-a: b\r\n', 500), limitMs),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    expect((await send('while slow clients wait', { target: '/api/status' })).status).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
    const closed = await Promise.all(slow);
    expect(closed).toHaveLength(100);
  });
});

describe('after all of it', () => {
  it('never answered with a 5xx, and is still alive and answering', async () => {
    expect(seen.filter(({ response }) => response.status >= 500).map(({ label, response }) => summary(label, response))).toEqual([]);
    expect(server.alive()).toBe(true);
    expect((await rawRequest(PORT, { target: '/api/status' })).status).toBe(401);
    expect((await rawRequest(PORT, { target: '/' })).status).toBe(200);
  });
});
