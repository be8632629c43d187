/**
 * The tests' request contexts retry a reset connection, as a browser does (`retryResets` in e2e/sites.ts): a server
 * here resets the first connection it is sent a request on, as a server closing an idle keep-alive connection does,
 * and answers the second. Without the retry the read fails with ECONNRESET, as a loaded run's did.
 */
import net from 'node:net';
import { expect } from '@playwright/test';
import { test } from './sites';

test('a request sent on a connection the server resets is sent again', async ({ context }) => {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.once('data', () => {
      if (connections === 1) socket.resetAndDestroy();
      else socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as net.AddressInfo;
    const response = await context.request.get(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
    expect(connections).toBe(2);
  } finally {
    server.close();
  }
});
