import { createActor, fromPromise } from 'xstate';
import { editDialogMachine, missingFields, selectBusy, selectCanSubmit, type SubmitDialogInput } from './editDialog.machine';

function start(answer: (input: SubmitDialogInput) => Promise<unknown> = async () => 'ok') {
  const submitted: SubmitDialogInput[] = [];
  const actor = createActor(
    editDialogMachine.provide({
      actors: {
        submit: fromPromise<unknown, SubmitDialogInput>(({ input }) => {
          submitted.push(input);
          return answer(input);
        }),
      },
    }),
  );
  actor.start();
  return { actor, submitted, snap: () => actor.getSnapshot() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

it('starts closed and ignores everything but OPEN', () => {
  const { actor, submitted, snap } = start();
  actor.send({ type: 'SUBMIT' });
  actor.send({ type: 'CHANGE', field: 'x', value: 'y' });
  expect(snap().value).toBe('closed');
  expect(submitted).toEqual([]);
});

it('as a confirmation (no fields), OPEN then SUBMIT calls the injected submit and closes with its answer', async () => {
  const { actor, submitted, snap } = start(async () => true);
  actor.send({ type: 'OPEN', values: { id: 's1' } });
  expect(snap().value).toBe('open');
  expect(selectCanSubmit(snap())).toBe(true);
  actor.send({ type: 'SUBMIT' });
  expect(selectBusy(snap())).toBe(true);
  await settle();
  expect(submitted).toEqual([{ values: { id: 's1' } }]);
  expect(snap().value).toBe('closed');
  expect(snap().context.outcome).toEqual({ kind: 'submitted', output: true });
});

it('keeps submit disabled until every required field is filled (blank text does not count)', () => {
  const { actor, submitted, snap } = start();
  actor.send({ type: 'OPEN', values: { label: '', link: '/x' }, required: ['label', 'link', 'useRouter'] });
  expect(missingFields(snap().context)).toEqual(['label', 'useRouter']);
  actor.send({ type: 'SUBMIT' });
  expect(snap().value).toBe('open');
  actor.send({ type: 'CHANGE', field: 'label', value: '   ' });
  actor.send({ type: 'CHANGE', field: 'useRouter', value: false });
  expect(missingFields(snap().context)).toEqual(['label']);
  expect(selectCanSubmit(snap())).toBe(false);
  actor.send({ type: 'CHANGE', field: 'label', value: 'Calendar' });
  expect(selectCanSubmit(snap())).toBe(true);
  actor.send({ type: 'SUBMIT' });
  expect(snap().value).toBe('submitting');
  expect(submitted).toEqual([{ values: { label: 'Calendar', link: '/x', useRouter: false } }]);
});

it('CANCEL closes without submitting and says so', () => {
  const { actor, submitted, snap } = start();
  actor.send({ type: 'OPEN', values: { label: 'a' } });
  actor.send({ type: 'CANCEL' });
  expect(snap().value).toBe('closed');
  expect(snap().context.outcome).toEqual({ kind: 'cancelled' });
  expect(submitted).toEqual([]);
});

it('cannot be cancelled while submitting', () => {
  const { actor, snap } = start(() => new Promise(() => undefined));
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'SUBMIT' });
  actor.send({ type: 'CANCEL' });
  expect(snap().value).toBe('submitting');
});

it('a failed submit returns to the form with the error, keeps the values, and a change clears the error', async () => {
  const { actor, snap } = start(async () => {
    throw new Error('You are not authorized for this request!');
  });
  actor.send({ type: 'OPEN', values: { label: 'Calendar' }, required: ['label'] });
  actor.send({ type: 'SUBMIT' });
  await settle();
  expect(snap().value).toBe('open');
  expect(snap().context.error).toEqual({ message: 'You are not authorized for this request!' });
  expect(snap().context.values).toEqual({ label: 'Calendar' });
  actor.send({ type: 'CHANGE', field: 'label', value: 'Mailbox' });
  expect(snap().context.error).toBeNull();
});

it('re-opening starts from the new values with no error or outcome left over', async () => {
  const { actor, snap } = start();
  actor.send({ type: 'OPEN', values: { label: 'a' }, required: ['label'] });
  actor.send({ type: 'SUBMIT' });
  await settle();
  actor.send({ type: 'OPEN', values: { code: '' }, required: ['code'] });
  expect(snap().context).toEqual({ values: { code: '' }, required: ['code'], error: null, outcome: null });
});

it('without a provided submit actor the default fails loudly instead of pretending to save', async () => {
  const actor = createActor(editDialogMachine).start();
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'SUBMIT' });
  await settle();
  expect(actor.getSnapshot().context.error).toEqual({ message: 'submit actor not provided' });
});
