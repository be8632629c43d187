/**
 * An answer that the server works on longer than the connection's idle timeout, once the whole body has arrived
 * (an upload's checks and decoding behind other images): it still comes when the route holds the connection, and
 * is dropped unanswered when it does not. Real sockets: the idle timeout is Node's, on the socket.
 */
import net from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { holdForAnswer } from './body-deadline';

const IDLE_TIMEOUT_MS = 300;
let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => app?.close());

/** Resolves when the server has closed a connection opened now on which nothing is sent: its idle timeout passed. */
function idleConnectionClosed(port: number): Promise<void> {
  return new Promise((resolve) => net.connect(port, '127.0.0.1').resume().once('close', () => resolve()));
}

/**
 * Posts a body to a route that answers only after a connection opened once the body had arrived has been closed
 * as idle: by then the posting connection has been idle longer than the timeout. The status, or 'dropped'.
 */
async function answerAfterIdleTimeout(hold: (request: FastifyRequest) => void): Promise<number | 'dropped'> {
  const server = Fastify({ connectionTimeout: IDLE_TIMEOUT_MS });
  app = server;
  let bodyArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (bodyArrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.post('/work', async (request) => {
    hold(request);
    bodyArrived();
    await released;
    return { done: true };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const port = (server.server.address() as net.AddressInfo).port;
  const answer = fetch(`http://127.0.0.1:${port}/work`, { method: 'POST', body: '{"photo":1}', headers: { 'content-type': 'application/json' } }).then(
    (response) => response.status,
    () => 'dropped' as const,
  );
  await arrived;
  await idleConnectionClosed(port);
  release();
  return answer;
}

it('a request whose body has arrived is answered however long the server works on it, when its route holds the connection', async () => {
  expect(await answerAfterIdleTimeout(holdForAnswer)).toBe(200);
});

it('without the hold the same request is dropped unanswered at the idle timeout (what the hold is for)', async () => {
  expect(await answerAfterIdleTimeout(() => {})).toBe('dropped');
});
