import net from 'node:net';

/** The bench's own port range, away from the dev server (8080) and the e2e server (8181). */
const FIRST_PORT = 18_200;
const LAST_PORT = 18_299;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port of the range not already handed out in this run. */
const taken = new Set<number>();
export async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${FIRST_PORT} and ${LAST_PORT} on 127.0.0.1`);
}
