import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor, type AnyActorRef, type EventObject } from 'xstate';
import { machineRegistry, findMachine, statusKey } from '../../machines/registry';
import './machine-lab.css';

interface Snapshot {
  value: unknown;
  context: unknown;
  status: string;
}

function read(actor: AnyActorRef): Snapshot {
  // AnyActorRef's snapshot is typed any: its fields are read as unknown, the status as text.
  const s: { value: unknown; context: unknown; status: unknown } = actor.getSnapshot();
  return { value: s.value, context: s.context, status: String(s.status) };
}

/** The link to a machine in a state: `?machine=<id>&events=<the events sent, JSON>`; replayed on opening. */
export function labLink(base: string, machineId: string, events: readonly EventObject[]): string {
  const url = new URL(base);
  url.searchParams.set('machine', machineId);
  if (events.length > 0) url.searchParams.set('events', JSON.stringify(events));
  else url.searchParams.delete('events');
  return url.toString();
}

/** What a shared link asks for: its machine and the events to replay (none when unreadable). */
/** An event typed in or linked (JSON from outside): an object with a string `type`. */
function isEventObject(value: unknown): value is EventObject {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

export function readLabLink(search: string): { machineId: string | null; events: EventObject[] } {
  const params = new URLSearchParams(search);
  let events: EventObject[] = [];
  try {
    const parsed: unknown = JSON.parse(params.get('events') ?? '[]');
    if (Array.isArray(parsed)) events = parsed.filter(isEventObject);
  } catch {
    events = [];
  }
  return { machineId: params.get('machine'), events };
}

/**
 * Development builds, and built portals whose deployment says MACHINE_LAB=on (issue 14): pick a machine from the registry, send it events (one click or typed JSON), and watch
 * its state and context. The machine runs alone with the registry's stand-in actors: no server, no stores.
 */
export default function MachineLabPage() {
  const { t } = useTranslation();
  // A shared link opens its machine and replays its events, once.
  const shared = useRef(readLabLink(window.location.search));
  const [machineId, setMachineId] = useState(() => (shared.current.machineId && findMachine(shared.current.machineId) ? shared.current.machineId : machineRegistry[0]?.id ?? ''));
  const [sent, setSent] = useState<EventObject[]>([]);
  const [copied, setCopied] = useState(false);
  const [run, setRun] = useState(0);
  const entry = findMachine(machineId);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const [custom, setCustom] = useState('{ "type": "" }');
  const [customError, setCustomError] = useState<string | null>(null);

  // A fresh actor per machine and per restart, made inside the effect: a stopped actor cannot start again, and
  // React's StrictMode runs every effect twice (start, stop, start) in development, where the lab lives.
  useEffect(() => {
    if (!entry) return;
    const next = createActor(entry.machine.provide({ actors: entry.sampleActors }));
    const sub = next.subscribe({
      next: () => setSnap(read(next)),
      error: (e) => setLog((l) => [`error: ${String(e)}`, ...l]),
    });
    next.start();
    // Not cleared here: StrictMode runs this effect twice in development. Cleared when the tester picks a machine.
    const replay = shared.current.machineId === entry.id && run === 0 ? shared.current.events : [];
    for (const event of replay) next.send(event);
    setActor(next);
    setSnap(read(next));
    setLog(replay.map((event) => `↻  ${JSON.stringify(event)}`).reverse());
    setSent(replay);
    return () => {
      sub.unsubscribe();
      next.stop();
    };
  }, [entry, run]);

  const send = (event: EventObject) => {
    if (!actor) return;
    actor.send(event);
    setLog((l) => [`${new Date().toLocaleTimeString()}  ${JSON.stringify(event)}`, ...l].slice(0, 50));
    setSent((s) => [...s, event]);
  };

  // The address always names the machine and the events that led to its state: copy it to share the state.
  useEffect(() => {
    if (!machineId) return;
    window.history.replaceState(window.history.state, '', labLink(window.location.href, machineId, sent));
    setCopied(false);
  }, [machineId, sent]);

  const copyLink = () => {
    void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => setCopied(false));
  };

  const sendCustom = () => {
    try {
      const parsed: unknown = JSON.parse(custom);
      if (!isEventObject(parsed) || !parsed.type) throw new Error(t('machineLab.needsType'));
      setCustomError(null);
      send(parsed);
    } catch (e) {
      setCustomError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="machine-lab" data-testid="machine-lab">
      <header className="machine-lab-head">
        <h1>{t('machineLab.title')}</h1>
        <p className="muted">{t('machineLab.subtitle')}</p>
      </header>
      <div className="machine-lab-grid">
        <section className="card">
          <h2 className="card-title">{t('machineLab.machine')}</h2>
          <select className="text-input" value={machineId} onChange={(e) => { shared.current = { machineId: null, events: [] }; setMachineId(e.target.value); }} data-testid="lab-machine">
            {machineRegistry.map((m) => (
              <option key={m.id} value={m.id}>{t(m.titleKey)}</option>
            ))}
          </select>
          <div className="lab-buttons">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setRun((r) => r + 1)}>
              <i className="pi pi-refresh" aria-hidden="true" /> {t('machineLab.restart')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={copyLink} data-testid="lab-copy-link" title={t('machineLab.shareHint')}>
              <i className={`pi ${copied ? 'pi-check' : 'pi-link'}`} aria-hidden="true" /> {copied ? t('machineLab.linkCopied') : t('machineLab.copyLink')}
            </button>
          </div>
          <h2 className="card-title">{t('machineLab.events')}</h2>
          <div className="lab-events">
            {(entry?.sampleEvents ?? []).map((ev, i) => (
              <button key={i} type="button" className="btn btn-outline btn-sm lab-event" onClick={() => send(ev)} title={JSON.stringify(ev)}>
                {ev.type}
                {Object.keys(ev).length > 1 && <span className="muted small"> {JSON.stringify({ ...ev, type: undefined }).slice(0, 40)}</span>}
              </button>
            ))}
          </div>
          <label className="field">
            <span className="field-label">{t('machineLab.customEvent')}</span>
            <textarea className="text-input mono" rows={4} value={custom} onChange={(e) => setCustom(e.target.value)} data-testid="lab-custom" />
          </label>
          {customError && <div className="field-error">{customError}</div>}
          <button type="button" className="btn btn-primary btn-sm" onClick={sendCustom} data-testid="lab-send">
            {t('machineLab.send')}
          </button>
        </section>
        <section className="card">
          <h2 className="card-title">{t('machineLab.state')}</h2>
          <pre className="lab-pre" data-testid="lab-state">{JSON.stringify(snap?.value, null, 2)}</pre>
          <div className="muted small">{t('machineLab.status')}: <span data-testid="lab-status">{snap ? t(statusKey(snap.status), { defaultValue: snap.status }) : ''}</span></div>
          <h2 className="card-title">{t('machineLab.context')}</h2>
          <pre className="lab-pre" data-testid="lab-context">{JSON.stringify(snap?.context, null, 2)}</pre>
        </section>
        <section className="card">
          <h2 className="card-title">{t('machineLab.log')}</h2>
          <ol className="lab-log">
            {log.map((l, i) => <li key={i} className="mono small">{l}</li>)}
          </ol>
        </section>
      </div>
    </div>
  );
}
