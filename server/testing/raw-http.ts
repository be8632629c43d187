/**
 * A deliberately dumb HTTP/1.1 client for the hostile-input tests. fetch() and http.request() normalise or
 * refuse exactly the requests an attacker would send (dot segments, overlong encodings, raw bytes in headers,
 * invalid methods), so these helpers write the bytes themselves and read whatever comes back.
 */
import net from 'node:net';

export interface RawResponse {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  /** Header names lowercased; repeated headers joined with ", " (set-cookie with "\n"). */
  headers: Record<string, string>;
  body: string;
  /** The whole answer as received, for "never contains" checks. */
  raw: string;
}

export interface RawOptions {
  /** Connect from this loopback address (127.0.0.0/8), so one test's sign-in failures do not count for another. */
  localAddress?: string;
  timeoutMs?: number;
  /** Hang up as soon as the status line and headers are in (a client that aborts a download). */
  headOnly?: boolean;
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseResponse(data: Buffer): RawResponse {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: 0, headers: {}, body: '', raw: data.toString('utf8') };
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}${name === 'set-cookie' ? '\n' : ', '}${value}` : value;
  }
  let body = data.subarray(headEnd + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status, headers, body: body.toString('utf8'), raw: data.toString('utf8') };
}

/** Sends raw bytes on a fresh connection and collects the answer until the server closes it (or the timeout). */
export function rawExchange(port: number, request: string | Buffer, options: RawOptions = {}): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.localAddress });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.headOnly && Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    // A server that refuses the request may reset the connection while we still write: that is an answer too.
    socket.on('error', finish);
    socket.write(request);
  });
}

export interface RawRequest {
  method?: string;
  /** The request target exactly as it goes on the wire: nothing is encoded or normalised. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request with Connection: close; Host defaults to the server's own address. */
export function rawRequest(port: number, request: RawRequest, options: RawOptions = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close', ...request.headers };
  if (request.body !== undefined && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  const head = `${request.method ?? 'GET'} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  // Header values go out as UTF-8 bytes, as a hostile client may send them (a browser never would).
  const bytes = Buffer.concat([Buffer.from(head, 'utf8'), request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body)]);
  return rawExchange(port, bytes, options);
}

/** Runs the tasks with at most `limit` in flight: enough to be quick, few enough to stay polite on a small CI box. */
export async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The cookie pair ("name=value") a sign-in response sets, ready for a Cookie header. */
export function cookiePairOf(response: RawResponse): string | undefined {
  const line = response.headers['set-cookie']?.split('\n')[0];
  return line?.split(';')[0];
}
