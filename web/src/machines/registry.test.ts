import { createActor, waitFor } from 'xstate';
import { join } from 'node:path';
import { mergedTranslations } from '../../vite-plugins/translations';
import { MACHINE_STATUSES, findMachine, machineRegistry, statusKey } from './registry';

it('lists each machine once with a title and sample actors for every injected actor', () => {
  const ids = machineRegistry.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expect.arrayContaining(['shortcutsPanel', 'searchBar']));
  for (const entry of machineRegistry) {
    expect(entry.titleKey).toBe(`machineLab.machines.${entry.id}`);
    const declared = Object.keys((entry.machine.implementations as { actors: Record<string, unknown> }).actors);
    expect(Object.keys(entry.sampleActors).sort()).toEqual(declared.sort());
  }
});

it('the shortcuts panel runs in the lab with its sample actors', async () => {
  const entry = findMachine('shortcutsPanel')!;
  const actor = createActor(entry.machine.provide({ actors: entry.sampleActors })).start();
  for (const e of entry.sampleEvents!.filter((x) => ['NEW', 'CHANGE', 'SAVE'].includes(x.type))) actor.send(e);
  await waitFor(actor, (s) => s.matches('modify'), { timeout: 2000 });
});

it('the search bar runs in the lab with its sample actor', async () => {
  const entry = findMachine('searchBar')!;
  const actor = createActor(entry.machine.provide({ actors: entry.sampleActors })).start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'TYPE', query: 'tax' });
  const snap = await waitFor(actor, (s) => s.context.results !== null, { timeout: 2000 });
  expect(snap.context.results![0].results[0].value).toBe('tax page');
  expect(findMachine('nope')).toBeUndefined();
});

it('the top-up and claim dialogs run in the lab with their sample actors', async () => {
  const topUp = createActor(findMachine('topUpDialog')!.machine.provide({ actors: findMachine('topUpDialog')!.sampleActors })).start();
  topUp.send({ type: 'CHANGE_AMOUNT', amount: 50_000 });
  topUp.send({ type: 'SUBMIT' });
  await waitFor(topUp, (s) => s.matches('paying'), { timeout: 2000 });
  topUp.send({ type: 'PROVIDER_RETURNED', tranId: topUp.getSnapshot().context.tranId });
  await waitFor(topUp, (s) => s.matches({ succeeded: 'done' }), { timeout: 2000 });
  const claim = createActor(findMachine('couponClaimDialog')!.machine.provide({ actors: findMachine('couponClaimDialog')!.sampleActors })).start();
  claim.send({ type: 'CHANGE', code: 'WELCOME2026' });
  claim.send({ type: 'SUBMIT' });
  await waitFor(claim, (s) => s.status === 'done', { timeout: 2000 });
});

it('the confirm / edit dialog runs in the lab with its sample actor, including the refused submit', async () => {
  const entry = findMachine('editDialog')!;
  const actor = createActor(entry.machine.provide({ actors: entry.sampleActors })).start();
  actor.send({ type: 'OPEN', values: { label: 'fail' }, required: ['label'] });
  actor.send({ type: 'SUBMIT' });
  const refused = await waitFor(actor, (s) => s.context.error !== null, { timeout: 2000 });
  expect(refused.value).toBe('open');
  actor.send({ type: 'CHANGE', field: 'label', value: 'Dashboards' });
  actor.send({ type: 'SUBMIT' });
  const done = await waitFor(actor, (s) => s.matches('closed'), { timeout: 2000 });
  expect(done.context.outcome).toEqual({ kind: 'submitted', output: { label: 'Dashboards' } });
});

it('names every machine and every status through translations, in English and in Khmer', () => {
  type Tree = { [key: string]: string | Tree };
  const lookup = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const keys = [...machineRegistry.map((e) => e.titleKey), ...MACHINE_STATUSES.map(statusKey)];
  for (const lng of ['en-US', 'km']) {
    const tree = mergedTranslations(join(__dirname, '..'), lng) as Tree;
    expect({ lng, missing: keys.filter((k) => typeof lookup(tree, k) !== 'string') }).toEqual({ lng, missing: [] });
  }
  const km = mergedTranslations(join(__dirname, '..'), 'km') as Tree;
  expect(lookup(km, 'machineLab.machines.shortcutsPanel')).toBe('ផ្ទាំងផ្លូវកាត់');
  expect(lookup(km, statusKey('active'))).toBe('កំពុងដំណើរការ');
});
