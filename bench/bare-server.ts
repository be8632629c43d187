/**
 * The baseline of the status target: a bare node:http server answering 200 with a body the size of
 * /api/status's. It runs as its own process, like the real server, so neither shares a core with autocannon.
 */
import http from 'node:http';

const body = '{"ok":true}';
const port = Number(process.env.PORT);

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`listening on ${port}\n`));

process.on('SIGTERM', () => process.exit(0));
