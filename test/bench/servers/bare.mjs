/** The ceiling: node:http answering fixed bytes per path (the BFF's own answers, captured), nothing else. */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [, , routesFile, port] = process.argv;
const routes = new Map(Object.entries(JSON.parse(readFileSync(routesFile, 'utf8'))).map(([path, body]) => [path, Buffer.from(body)]));

createServer((req, res) => {
  const path = req.url.split('?')[0];
  const body = routes.get(path);
  if (path === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  } else if (body) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
  } else {
    res.writeHead(404).end();
  }
}).listen(Number(port), '127.0.0.1');
