import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cannon } from './load.mjs';
import { startNode } from './procs.mjs';
import { HOST, ROOT, api, cpuMs, freePort, log, median, round } from './util.mjs';

const MESSAGES = 'api/common/messages';
const PRODUCTS = 'api/apps/ecommerce/inventory/products';

async function allProducts(bff, token) {
  const products = [];
  for (let page = 0; page < 100; page += 1) {
    const { json } = await api(bff.url, 'GET', `${PRODUCTS}?page=${page}&size=100`, { token, expect: 200 });
    if (!json.products || json.products.length === 0) break;
    products.push(...json.products);
    if (page + 1 >= json.pagination.lastPage) break;
  }
  return products;
}

/**
 * Read path, side by side: the BFF on SQLite and on PostgreSQL, json-server on the same fixture data, Express alone
 * and bare node:http answering the BFF's own bytes. Rounds are interleaved (a, b, c, d, a, b, ...) so a noisy neighbour
 * hits every target alike; each figure is the median over the rounds.
 */
export async function readPath({ sqlite, postgres, workDir, seconds, rounds, warmupSeconds, connections }) {
  const endpoints = [{ name: 'messages', path: MESSAGES, jsonServer: '/messages?_sort=-time' }];
  const products = await api(sqlite.bff.url, 'GET', PRODUCTS, { token: sqlite.token });
  const notes = [];
  if (products.status === 200) {
    endpoints.push({ name: 'products', path: PRODUCTS, jsonServer: '/products?_sort=name&_page=1&_per_page=10' });
  } else {
    notes.push(`GET ${PRODUCTS} answered ${products.status} on this build: the products endpoint is not there yet, so only messages is measured.`);
  }

  // The same data for every target.
  const messagesBody = (await api(sqlite.bff.url, 'GET', MESSAGES, { token: sqlite.token, expect: 200 })).text;
  const db = { messages: JSON.parse(messagesBody) };
  const bare = { [`/${MESSAGES}`]: messagesBody };
  if (endpoints.length > 1) {
    db.products = await allProducts(sqlite.bff, sqlite.token);
    bare[`/${PRODUCTS}`] = products.text;
  }
  const dbFile = join(workDir, 'db.json');
  writeFileSync(dbFile, JSON.stringify(db));
  const routesFile = join(workDir, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(bare));

  const jsPort = await freePort();
  const jsonServer = await startNode({
    script: join(ROOT, 'node_modules/json-server/lib/bin.js'), args: [dbFile, '--port', String(jsPort), '--host', HOST],
    probe: `http://${HOST}:${jsPort}/messages`, label: 'json-server',
  });
  const expressPort = await freePort();
  const expressServer = await startNode({
    script: join(ROOT, 'test/bench/servers/express.mjs'), args: [routesFile, String(expressPort)], probe: `http://${HOST}:${expressPort}/health`, label: 'express',
  });
  const barePort = await freePort();
  const bareServer = await startNode({
    script: join(ROOT, 'test/bench/servers/bare.mjs'), args: [routesFile, String(barePort)], probe: `http://${HOST}:${barePort}/health`, label: 'node:http',
  });

  const auth = (token) => ({ authorization: `Bearer ${token}` });
  const targets = (endpoint) => [
    { key: 'bffSqlite', label: 'BFF (SQLite)', pid: sqlite.bff.pid, url: `${sqlite.bff.url}/${endpoint.path}`, headers: auth(sqlite.token) },
    ...(postgres
      ? [{ key: 'bffPostgres', label: 'BFF (PostgreSQL)', pid: postgres.bff.pid, url: `${postgres.bff.url}/${endpoint.path}`, headers: auth(postgres.token) }]
      : []),
    { key: 'jsonServer', label: 'json-server', pid: jsonServer.pid, url: `http://${HOST}:${jsPort}${endpoint.jsonServer}`, headers: {} },
    { key: 'express', label: 'Express alone', pid: expressServer.pid, url: `http://${HOST}:${expressPort}/${endpoint.path}`, headers: {} },
    { key: 'bare', label: 'node:http', pid: bareServer.pid, url: `http://${HOST}:${barePort}/${endpoint.path}`, headers: {} },
  ];

  const results = {};
  try {
    for (const endpoint of endpoints) {
      const list = targets(endpoint);
      // Same answer everywhere (json-server wraps pages in its own envelope).
      for (const t of list) {
        const r = await fetch(t.url, { headers: t.headers });
        const text = await r.text();
        if (r.status !== 200) throw new Error(`${t.label} ${endpoint.name}: ${r.status} ${text.slice(0, 200)}`);
        t.bytes = Buffer.byteLength(text);
      }
      for (const t of list) {
        log(`reads ${endpoint.name}: warm-up ${t.label}`);
        await cannon({ url: t.url, headers: t.headers, connections, duration: warmupSeconds });
      }
      const runs = Object.fromEntries(list.map((t) => [t.key, []]));
      for (let r = 0; r < rounds; r += 1) {
        for (const t of list) {
          const cpuBefore = cpuMs(t.pid);
          const run = await cannon({ url: t.url, headers: t.headers, connections, duration: seconds });
          run.cpuMsPerRequest = round((cpuMs(t.pid) - cpuBefore) / Math.max(run.answered, 1), 3);
          log(`reads ${endpoint.name} round ${r + 1} ${t.label}: ${run.rps}/s p50 ${run.p50} ms p99 ${run.p99} ms, ${run.cpuMsPerRequest} CPU ms/request`);
          runs[t.key].push(run);
        }
      }
      const summary = {};
      for (const t of list) {
        const rs = runs[t.key];
        summary[t.key] = {
          label: t.label, url: t.url.replace(/^http:\/\/[^/]+/, ''), bytes: t.bytes,
          rps: median(rs.map((x) => x.rps)), p50: median(rs.map((x) => x.p50)), p99: median(rs.map((x) => x.p99)),
          cpuMsPerRequest: median(rs.map((x) => x.cpuMsPerRequest)),
          non2xx: rs.reduce((s, x) => s + x.non2xx, 0), errors: rs.reduce((s, x) => s + x.errors + x.timeouts, 0),
          rounds: rs.map((x) => ({ rps: x.rps, p50: x.p50, p99: x.p99, cpuMsPerRequest: x.cpuMsPerRequest })),
        };
      }
      // The ceiling's own lead over json-server: how much of a ratio req/s can show on this machine at all.
      summary.bare.vsJsonServer = round(summary.bare.rps / summary.jsonServer.rps, 2);
      for (const key of ['bffSqlite', 'bffPostgres', 'express']) {
        if (!summary[key]) continue;
        summary[key].vsBare = round(summary[key].rps / summary.bare.rps, 2);
        summary[key].vsJsonServer = round(summary[key].rps / summary.jsonServer.rps, 2);
        if (key !== 'express') summary[key].vsExpress = round(summary[key].rps / summary.express.rps, 2);
        // The same ratios from CPU per request: how many of this server's answers one core gives, against the other.
        summary[key].cpuVsBare = round(summary.bare.cpuMsPerRequest / summary[key].cpuMsPerRequest, 2);
        summary[key].cpuVsJsonServer = round(summary.jsonServer.cpuMsPerRequest / summary[key].cpuMsPerRequest, 2);
      }
      results[endpoint.name] = summary;
    }
  } finally {
    await jsonServer.stop();
    await expressServer.stop();
    await bareServer.stop();
  }
  return { endpoints: results, notes, connections, seconds, rounds };
}
