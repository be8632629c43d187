import net from 'node:net';

/** A port the system has just handed out on 127.0.0.1, free again for a server a test starts. */
export async function anyFreePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
