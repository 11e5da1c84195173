import '../../test/text-encoding.polyfill';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Task } from '@cis/contracts';
import { tasksApi } from './tasks.api';
import { TaskEditor } from './TaskEditor';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en-US' } }),
}));
jest.mock('./tasks.api', () => ({ tasksApi: { update: jest.fn(), remove: jest.fn(), createTag: jest.fn() } }));

const task: Task = {
  id: 't1', type: 'task', title: 'File the VAT return', notes: null, completed: false, dueDate: null, priority: 1,
  tags: ['kept', 'gone'], assignedTo: null, subTasks: [], order: 0,
};

it('marks save and save-and-add-new; the latter saves (without a tag deleted meanwhile), then starts the next task', async () => {
  jest.mocked(tasksApi.update).mockResolvedValue({ ...task, tags: ['kept'] });
  const onSaved = jest.fn();
  const onAddNew = jest.fn();
  render(<TaskEditor task={task} tags={[{ id: 'kept', title: 'Api' }]} onClose={jest.fn()} onSaved={onSaved} onTagsChanged={jest.fn()} onAddNew={onAddNew} />);
  expect(screen.getByTestId('tasks-editor-save').getAttribute('data-shortcut')).toBe('save');
  const saveAndNew = screen.getByTestId('tasks-editor-save-and-new');
  expect(saveAndNew.getAttribute('data-shortcut')).toBe('save-and-add-new');
  fireEvent.click(saveAndNew);
  await waitFor(() => expect(onAddNew).toHaveBeenCalledTimes(1));
  expect(onSaved).toHaveBeenCalled();
  expect(jest.mocked(tasksApi.update).mock.calls[0]![1]).toMatchObject({ title: 'File the VAT return', tags: ['kept'] });
});

it('does not start the next task when the title is missing', async () => {
  const onAddNew = jest.fn();
  jest.mocked(tasksApi.update).mockClear();
  render(<TaskEditor task={{ ...task, title: '' }} tags={[]} onClose={jest.fn()} onSaved={jest.fn()} onTagsChanged={jest.fn()} onAddNew={onAddNew} />);
  fireEvent.click(screen.getByTestId('tasks-editor-save-and-new'));
  await new Promise((r) => setTimeout(r, 20));
  expect(tasksApi.update).not.toHaveBeenCalled();
  expect(onAddNew).not.toHaveBeenCalled();
});
