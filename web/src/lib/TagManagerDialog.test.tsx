import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $invalidFields, invalidFieldsDismissed } from '../stores/alerts';
import { TagManagerDialog, type TagCalls } from './TagManagerDialog';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) => (o && 'formatted' in o ? `${key}(${o.formatted})` : o && 'title' in o ? `${key}(${o.title})` : key),
    i18n: { language: 'en-US' },
  }),
}));

const tags = [{ id: 't1', title: 'Work' }, { id: 't2', title: 'Family' }];

function setup(usage: (id: string) => number | null = (id) => (id === 't1' ? 3 : 0)) {
  const calls: jest.Mocked<TagCalls> = { create: jest.fn().mockResolvedValue({}), rename: jest.fn().mockResolvedValue({}), remove: jest.fn().mockResolvedValue(true) };
  const onChanged = jest.fn();
  render(
    <TagManagerDialog header="Tags" tags={tags} items="contacts" usage={usage} calls={calls} maxLength={20} titleField="contacts.tagTitle" onClose={jest.fn()} onChanged={onChanged} />,
  );
  return { calls, onChanged };
}

beforeEach(() => act(() => invalidFieldsDismissed()));

it('lists the tags by title with how many items carry each', () => {
  setup();
  const rows = screen.getAllByTestId('tags-row');
  expect(rows.map((r) => (within(r).getByTestId('tags-title') as HTMLInputElement).value)).toEqual(['Family', 'Work']);
  expect(rows.map((r) => within(r).getByTestId('tags-usage').textContent)).toEqual(['apps.tags.usedBy.contacts(0)', 'apps.tags.usedBy.contacts(3)']);
});

it('checks a new title before sending: blank and duplicate titles go to the invalid-fields list', async () => {
  const { calls, onChanged } = setup();
  fireEvent.change(screen.getByTestId('tags-new'), { target: { value: '  ' } });
  fireEvent.click(screen.getByTestId('tags-new-submit'));
  expect($invalidFields.getState()).toEqual(['contacts.tagTitle']);
  fireEvent.change(screen.getByTestId('tags-new'), { target: { value: ' work ' } });
  fireEvent.click(screen.getByTestId('tags-new-submit'));
  expect($invalidFields.getState()).toEqual(['apps.tags.unique']);
  expect(calls.create).not.toHaveBeenCalled();

  fireEvent.change(screen.getByTestId('tags-new'), { target: { value: ' Suppliers ' } });
  fireEvent.click(screen.getByTestId('tags-new-submit'));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
  expect(calls.create).toHaveBeenCalledWith('Suppliers');
  expect($invalidFields.getState()).toBeNull();
  await waitFor(() => expect((screen.getByTestId('tags-new') as HTMLInputElement).value).toBe(''));
});

it('marks the add button for alt+s only while a title is typed, and a rename only once the title changed', () => {
  setup();
  expect(screen.getByTestId('tags-new-submit').getAttribute('data-shortcut')).toBeNull();
  fireEvent.change(screen.getByTestId('tags-new'), { target: { value: 'x' } });
  expect(screen.getByTestId('tags-new-submit').getAttribute('data-shortcut')).toBe('save');
  const work = screen.getAllByTestId('tags-row')[1]!;
  expect((within(work).getByTestId('tags-rename') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(work).getByTestId('tags-title'), { target: { value: 'Office' } });
  expect((within(work).getByTestId('tags-rename') as HTMLButtonElement).disabled).toBe(false);
});

it('renames a tag, refusing the title of another one', async () => {
  const { calls } = setup();
  const work = screen.getAllByTestId('tags-row')[1]!;
  fireEvent.change(within(work).getByTestId('tags-title'), { target: { value: 'family' } });
  fireEvent.click(within(work).getByTestId('tags-rename'));
  expect($invalidFields.getState()).toEqual(['apps.tags.unique']);
  fireEvent.change(within(work).getByTestId('tags-title'), { target: { value: ' Office ' } });
  fireEvent.click(within(work).getByTestId('tags-rename'));
  await waitFor(() => expect(calls.rename).toHaveBeenCalledWith('t1', 'Office'));
});

it('asks before deleting, says how many items lose the tag, and deletes only on yes', async () => {
  const { calls, onChanged } = setup();
  const work = screen.getAllByTestId('tags-row')[1]!;
  fireEvent.click(within(work).getByTestId('tags-delete'));
  const message = await screen.findByTestId('tags-delete-message');
  expect(message.textContent).toContain('apps.tags.deleteQuestion(Work)');
  expect(message.textContent).toContain('apps.tags.removedFrom.contacts(3)');
  expect(calls.remove).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'apps.tags.delete' }));
  await waitFor(() => expect(calls.remove).toHaveBeenCalledWith('t1'));
  await waitFor(() => expect(onChanged).toHaveBeenCalled());
});

it('says "every item that carries it" when the count is not known', async () => {
  setup(() => null);
  fireEvent.click(within(screen.getAllByTestId('tags-row')[0]!).getByTestId('tags-delete'));
  expect((await screen.findByTestId('tags-delete-message')).textContent).toContain('apps.tags.removedFromEvery.contacts');
});
