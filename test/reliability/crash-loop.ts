/**
 * Crash safety: a real BFF process under a write load is SIGKILLed at random moments (crash-sqlite.e2e.ts and
 * crash-postgres.e2e.ts, so Jest runs the two in parallel). After each kill: the read models equal a replay of the
 * log (the rebuild CLI), and after the restart every write that was answered 2xx is there with the value it was
 * answered with. No cycle is vacuous: the kill comes only after at least MIN_ACKED writes of that cycle were answered
 * 2xx (then at a random moment 0-400 ms later, while the writers keep writing), and each cycle's count is asserted.
 */
import { BffHost, call, signIn, sleep, type ReadModelRow } from './bff-process';

export const KILLS = Number(process.env.CRASH_KILLS ?? 20);
/** Writes answered 2xx in a cycle before its kill may come. */
export const MIN_ACKED = Number(process.env.CRASH_MIN_ACKED ?? 10);
const WRITERS = 6;
/** A cycle that cannot reach MIN_ACKED in this long fails (the process is stuck or down). */
const CYCLE_TIMEOUT_MS = 60_000;

/** What a writer knows of one entity: the value last answered 2xx and the values sent after it with no answer. */
interface Tracked {
  kind: 'message' | 'shortcut' | 'contact';
  id: string;
  acked: string;
  unanswered: string[];
}

export interface Figures {
  kills: number;
  answered: number;
  unanswered: number;
  refused: number;
  seconds: number;
  refusedStatuses: Set<number>;
  checkedEntities: number;
  events: number;
  /** Writes answered 2xx in each cycle before (and while) it was killed. */
  ackedPerCycle: number[];
}

export async function crashLoop(host: BffHost, label: string): Promise<Figures> {
  const started = Date.now();
  const figures: Figures = {
    kills: 0, answered: 0, unanswered: 0, refused: 0, seconds: 0, refusedStatuses: new Set(), checkedEntities: 0, events: 0, ackedPerCycle: [],
  };
  const tracked: Tracked[] = [];
  await host.start();
  const customer = await signIn(host.url, 'customer@cis.test');
  const admin = await signIn(host.url, 'admin@cis.test');

  for (let cycle = 1; cycle <= KILLS; cycle += 1) {
    if (!host.alive()) await host.start();
    await verifyAcknowledged(host, tracked, customer, admin, label, cycle);
    figures.checkedEntities = tracked.length;

    let stopped = false;
    let acked = 0;
    const refuse = (status: number) => {
      figures.refused += 1;
      figures.refusedStatuses.add(status);
    };
    const remember = (mine: Tracked[], entity: Tracked) => {
      mine.push(entity);
      tracked.push(entity);
      acked += 1;
    };
    const writer = async (w: number) => {
      const mine: Tracked[] = [];
      for (let n = 0; !stopped; n += 1) {
        const tag = `${label}-c${cycle}-w${w}-n${n}`;
        const pick = mine.length > 0 ? n % 4 : n % 3;
        try {
          if (pick === 0) {
            const res = await call(host.url, 'POST', '/api/common/messages', customer, { message: { title: tag } });
            if (res.status === 200) remember(mine, { kind: 'message', id: res.body.id, acked: tag, unanswered: [] });
            else refuse(res.status);
          } else if (pick === 1) {
            const res = await call(host.url, 'POST', '/api/common/shortcuts', admin, {
              shortcut: { label: tag, icon: 'pi pi-star', link: '/apps/notes', useRouter: true },
            });
            if (res.status === 200) remember(mine, { kind: 'shortcut', id: res.body.id, acked: tag, unanswered: [] });
            else refuse(res.status);
          } else if (pick === 2) {
            const res = await call(host.url, 'POST', '/api/apps/contacts/contact', admin);
            if (res.status === 200) remember(mine, { kind: 'contact', id: res.body.id, acked: res.body.name, unanswered: [] });
            else refuse(res.status);
          } else {
            // An update of an entity this writer owns: only this writer changes it, so the order is known.
            const target = mine[n % mine.length];
            target.unanswered.push(tag);
            const res = target.kind === 'message'
              ? await call(host.url, 'PATCH', '/api/common/messages', customer, { id: target.id, message: { title: tag } })
              : target.kind === 'shortcut'
                ? await call(host.url, 'PATCH', '/api/common/shortcuts', admin, { id: target.id, shortcut: { label: tag } })
                : await call(host.url, 'PATCH', '/api/apps/contacts/contact', admin, { id: target.id, contact: { name: tag } });
            if (res.status === 200) {
              target.acked = tag;
              target.unanswered = [];
              acked += 1;
            } else {
              target.unanswered.pop();
              refuse(res.status);
            }
          }
          figures.answered += 1;
        } catch {
          // The connection died with the process: this write's outcome is unknown (committed or not, both are fine).
          figures.unanswered += 1;
          break;
        }
      }
    };
    const load = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const deadline = Date.now() + CYCLE_TIMEOUT_MS;
    while (acked < MIN_ACKED) {
      if (Date.now() > deadline || !host.alive()) {
        stopped = true;
        await Promise.all(load);
        throw new Error(`${label}, cycle ${cycle}: only ${acked} writes answered 2xx in ${CYCLE_TIMEOUT_MS} ms (need ${MIN_ACKED} before a kill)`);
      }
      await sleep(5);
    }
    await sleep(Math.random() * 400);
    await host.kill();
    stopped = true;
    await Promise.all(load);
    figures.kills += 1;
    figures.ackedPerCycle.push(acked);

    // The process is gone: the read models it left must equal a replay of the log.
    const live = await host.dumpReadModels();
    const replay = await host.rebuild();
    const rebuilt = await host.dumpReadModels();
    const difference = firstDifference(live, rebuilt);
    if (difference) throw new Error(`${label}, kill ${cycle}: read models differ from a rebuild (${replay}): ${difference}`);
    figures.events = await host.lastPosition();
  }
  await host.start();
  await verifyAcknowledged(host, tracked, customer, admin, label, KILLS + 1);
  figures.checkedEntities = tracked.length;
  figures.seconds = Math.round((Date.now() - started) / 1000);
  return figures;
}

async function verifyAcknowledged(host: BffHost, tracked: Tracked[], customer: string, admin: string, label: string, cycle: number) {
  if (tracked.length === 0) return;
  const [messages, shortcuts, contacts] = await Promise.all([
    call(host.url, 'GET', '/api/common/messages', customer),
    call(host.url, 'GET', '/api/common/shortcuts', admin),
    call(host.url, 'GET', '/api/apps/contacts/all', admin),
  ]);
  const titleOf = new Map<string, string>([
    ...(messages.body as Array<{ id: string; title: string }>).map((m) => [m.id, m.title] as [string, string]),
    ...(shortcuts.body as Array<{ id: string; label: string }>).map((s) => [s.id, s.label] as [string, string]),
    ...(contacts.body as Array<{ id: string; name: string }>).map((c) => [c.id, c.name] as [string, string]),
  ]);
  const lost = tracked.filter((t) => {
    const stored = titleOf.get(t.id);
    return stored === undefined || (stored !== t.acked && !t.unanswered.includes(stored));
  });
  if (lost.length > 0) {
    const sample = lost.slice(0, 5).map((t) => `${t.kind} ${t.id}: answered "${t.acked}", stored "${titleOf.get(t.id)}"`);
    throw new Error(`${label}, after restart ${cycle}: ${lost.length} acknowledged writes lost or wrong: ${sample.join('; ')}`);
  }
  // What is stored now is what the next cycle builds on.
  for (const t of tracked) {
    t.acked = titleOf.get(t.id) as string;
    t.unanswered = [];
  }
}

function firstDifference(live: ReadModelRow[], rebuilt: ReadModelRow[]): string | null {
  const key = (r: ReadModelRow) => `${r.tenant}/${r.collection}/${r.id}`;
  const rebuiltByKey = new Map(rebuilt.map((r) => [key(r), r]));
  for (const row of live) {
    const other = rebuiltByKey.get(key(row));
    if (!other) return `${key(row)} is in the live read models only`;
    if (JSON.stringify(other) !== JSON.stringify(row)) return `${key(row)}: live ${JSON.stringify(row).slice(0, 300)} / rebuilt ${JSON.stringify(other).slice(0, 300)}`;
  }
  if (rebuilt.length !== live.length) {
    const liveKeys = new Set(live.map(key));
    return `${rebuilt.find((r) => !liveKeys.has(key(r))) ? key(rebuilt.find((r) => !liveKeys.has(key(r)))!) : '?'} is in the rebuild only`;
  }
  const order = live.findIndex((r, i) => key(r) !== key(rebuilt[i]));
  return order >= 0 ? `order differs at row ${order}: ${key(live[order])} / ${key(rebuilt[order])}` : null;
}

export function report(label: string, f: Figures): void {
  const perCycle = [...f.ackedPerCycle].sort((a, b) => a - b);
  // eslint-disable-next-line no-console
  console.log(
    `crash ${label}: ${f.kills} SIGKILLs survived under ${WRITERS} writers; writes answered 2xx per cycle before its kill: ` +
      `min ${perCycle[0] ?? 0}, median ${perCycle[Math.floor(perCycle.length / 2)] ?? 0}, max ${perCycle[perCycle.length - 1] ?? 0} (at least ${MIN_ACKED} required); ${f.answered} writes answered ` +
      `(${f.refused} refused: ${[...f.refusedStatuses].join(', ') || 'none'}), ${f.unanswered} cut by a kill; ${f.checkedEntities} acknowledged entities checked ` +
      `after every restart; read models equal a rebuild after every kill (log at position ${f.events}); ${f.seconds} s`,
  );
}

