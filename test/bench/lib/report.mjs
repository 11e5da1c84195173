import { clusterTargets } from './cluster.mjs';
/** Targets of issue 7 and the printed tables. */

export function targetsOf(results) {
  const rows = [];
  const add = (measure, value, target, pass, section) => rows.push({ section, measure, value, target, verdict: pass === null ? 'INFO' : pass ? 'PASS' : 'MISS' });
  const reads = results.reads;
  if (reads?.endpoints) {
    for (const [endpoint, t] of Object.entries(reads.endpoints)) {
      for (const key of ['bffSqlite', 'bffPostgres']) {
        const r = t[key];
        if (!r) continue;
        const cpu = (v) => (v == null ? '' : `; by CPU/request ${v}`);
        add(`GET ${endpoint}, ${r.label}: share of node:http`, `${Math.round(r.vsBare * 100)}% (${r.rps} vs ${t.bare.rps} req/s${cpu(r.cpuVsBare == null ? null : `${Math.round(r.cpuVsBare * 100)}%`)})`, '>= 60%', r.vsBare >= 0.6 && r.non2xx === 0, 'reads');
        // When node:http itself is under 3x json-server, req/s cannot show 3x on this machine (the load generator shares
        // the cores): a server at the ceiling is then judged by CPU per request, and the table says so.
        const ceilingBound = t.bare.vsJsonServer < 3 && r.vsBare >= 0.9;
        const byCpu = ceilingBound && r.cpuVsJsonServer >= 3;
        const note = ceilingBound ? `; req/s capped: node:http itself is ${t.bare.vsJsonServer}x json-server here, so judged by CPU/request` : '';
        add(`GET ${endpoint}, ${r.label}: times json-server`, `${r.vsJsonServer}x (${r.rps} vs ${t.jsonServer.rps} req/s${cpu(r.cpuVsJsonServer == null ? null : `${r.cpuVsJsonServer}x`)}${note})`, '>= 3x', (r.vsJsonServer >= 3 || byCpu) && r.non2xx === 0, 'reads');
      }
      if (t.express) {
        add(`GET ${endpoint}, Express alone (framework floor): share of node:http`, `${Math.round(t.express.vsBare * 100)}% (${t.express.rps} req/s), ${t.express.vsJsonServer}x json-server`, 'recorded', null, 'reads');
      }
    }
  } else if (reads?.error) {
    add('Read path', `not measured: ${reads.error}`, '', false, 'reads');
  }
  const writes = results.writes;
  if (writes?.sqlite) {
    const w = writes.sqlite;
    add('POST messages, SQLite: writes/s (nothing lost)', `${w.rps}/s (${w.cpuMsPerRequest} CPU ms each), p99 ${w.p99} ms, ${w.ok}/${w.requests} 2xx, log +${w.eventsAppended}, read model +${w.messagesProjected}`, '>= 2000/s, nothing lost', w.rps >= 2000 && w.nothingLost, 'writes');
  }
  if (writes?.postgres) {
    const w = writes.postgres;
    add('POST messages, PostgreSQL: writes/s', `${w.rps}/s (${w.cpuMsPerRequest} CPU ms each), p99 ${w.p99} ms, ${w.ok}/${w.requests} 2xx, log +${w.eventsAppended}, read model +${w.messagesProjected}`, 'recorded; nothing lost', w.nothingLost ? null : false, 'writes');
  }
  const push = results.push;
  if (push?.perUser) {
    const p = push.perUser;
    add(`Push to ${p.sockets} sockets of ${p.sockets} users: POST -> delivery`, `p50 ${p.p50} ms, p99 ${p.p99} ms (${p.delivered}/${p.messages} delivered, ${p.concurrency} POSTs in flight, ${p.ratePerSecond}/s)`, 'p99 < 50 ms', p.p99 < 50 && p.delivered === p.messages, 'push');
  }
  if (push?.broadcast) {
    const b = push.broadcast;
    add(`UI version to ${b.sockets} sockets: last delivery`, `${b.lastMs} ms (p50 ${b.p50Ms} ms, ${b.delivered}/${b.sockets} delivered)`, '< 1000 ms, all', b.lastMs < 1000 && b.delivered === b.sockets && b.sockets >= 5000, 'push');
  }
  if (push?.error) add('Push', `not measured: ${push.error}`, '', false, 'push');
  if (results.cluster) clusterTargets(results.cluster, add);
  const growth = results.growth;
  if (growth?.rows?.length) {
    const ups = growth.rows.map((r) => r.startupMs);
    const first = growth.rows[0];
    const last = growth.rows[growth.rows.length - 1];
    add('Start-up (spawn -> /health 200), worst scale', `${Math.max(...ups)} ms (${growth.rows.map((r) => `${r.events}: ${r.startupMs}`).join(', ')})`, '< 3000 ms', Math.max(...ups) < 3000, 'growth');
    // Flat: the largest log starts no slower than the smallest, give or take noise (a replay would grow ~linearly).
    const spread = Math.max(...ups) - Math.min(...ups);
    const rise = last.startupMs - first.startupMs;
    add(`Start-up flat from ${first.events} to ${last.events} events`, `${rise >= 0 ? '+' : ''}${rise} ms (spread of medians ${spread} ms)`, 'rise <= max(250 ms, 20%)', rise <= Math.max(250, 0.2 * first.startupMs), 'growth');
    add('GET messages p99 as the log grows', growth.rows.map((r) => `${r.events}: ${r.readP99} ms`).join(', '), 'recorded', null, 'growth');
    add('Memory at start (RSS)', growth.rows.map((r) => `${r.events}: ${r.rssAtStartMb} MB`).join(', '), 'recorded', null, 'growth');
  } else if (growth?.error) {
    add('Growth', `not measured: ${growth.error}`, '', false, 'growth');
  }
  const client = results.client;
  if (client?.js) {
    add('Sign-in page JavaScript (gzip)', `${client.js.signIn.gzipKb} KB (${client.js.signIn.files} files)`, '< 150 KB', client.js.signIn.gzipKb < 150, 'client');
    add('Dashboard JavaScript (gzip)', `${client.js.dashboard.gzipKb} KB (${client.js.dashboard.files} files)`, 'recorded', null, 'client');
  }
  if (client?.lighthouse && !client.lighthouse.error) {
    for (const [name, l] of Object.entries(client.lighthouse)) {
      add(`Lighthouse ${name}: performance`, l.performance, '>= 90', l.performance >= 90, 'client');
      add(`Lighthouse ${name}: accessibility`, l.accessibility, '>= 95', l.accessibility >= 95, 'client');
      add(`Lighthouse ${name}: best practices`, l.bestPractices, 'recorded', null, 'client');
    }
  } else if (client?.lighthouse?.error) {
    add('Lighthouse', client.lighthouse.error, '', null, 'client');
  }
  if (client?.skipped) add('Client', `not measured: ${client.skipped}`, '', null, 'client');
  if (client?.error) add('Client', `not measured: ${client.error}`, '', false, 'client');
  return rows;
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function readsTable(reads) {
  const rows = [];
  for (const [endpoint, t] of Object.entries(reads?.endpoints ?? {})) {
    for (const r of Object.values(t)) {
      rows.push([
        `GET ${endpoint}`, r.label, r.rps, r.p50, r.p99, r.vsBare ?? '', r.vsJsonServer ?? '', r.vsExpress ?? '', r.cpuMsPerRequest, r.cpuVsBare ?? '',
        r.cpuVsJsonServer ?? '', r.bytes,
      ]);
    }
  }
  return table(
    ['Endpoint', 'Server', 'req/s', 'p50 ms', 'p99 ms', 'x node:http', 'x json-server', 'x Express', 'CPU ms/req', 'CPU x node:http', 'CPU x json-server', 'bytes'],
    rows,
  );
}

export function growthTable(growth) {
  return table(
    ['Events', 'File MB', 'Start-up ms (median)', 'Runs ms', 'RSS at start MB', 'RSS after reads MB', 'GET messages req/s', 'p50 ms', 'p99 ms'],
    (growth?.rows ?? []).map((r) => [r.events, r.fileMb, r.startupMs, r.startupRuns.join('/'), r.rssAtStartMb, r.rssAfterReadsMb, r.readRps, r.readP50, r.readP99]),
  );
}
