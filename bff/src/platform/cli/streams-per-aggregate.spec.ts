import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  MailboxEvents, NotesEvents, TasksEvents, type Mail, type MailboxEvent, type Note, type NotesEvent, type Task, type TasksEvent,
} from '@cis/contracts';
import { MAILBOX_FOLDERS, MAILBOX_LABELS, TASKS } from '@cis/fixtures';
import { mailStream } from '../../mailbox/mailbox.decider';
import { noteLabelStream, noteStream } from '../../notes/notes.decider';
import { taskStream } from '../../tasks/tasks.decider';
import { startTestApp, type TestApp } from '../testing/test-app';
import { rebuildProjections } from './rebuild-projections';

/**
 * A store written before streams per aggregate keeps mails, notes, note labels, tasks and task tags on one stream
 * per tenant (`mailbox-<tenant>`, `notes-<tenant>`, `tasks-<tenant>`). Its events keep their meaning: the read models
 * rebuild the same, and each aggregate stays writable, carried over onto its own stream at its first change.
 */
describe('the log before streams per aggregate', () => {
  const tenant = 'cis';
  const meta = { tenant, userId: null };
  const mail: Mail = {
    id: 'legacy-mail', type: 'mail', from: { avatar: null, contact: 'Old <old@cis.test>' }, to: 'me', date: '2025-01-01T00:00:00.000Z',
    subject: 'From the old stream', content: '<p>x</p>', attachments: [], starred: false, important: false, unread: true,
    folder: MAILBOX_FOLDERS[0]!.id, labels: [MAILBOX_LABELS[0]!.id],
  };
  const note: Note = {
    id: 'legacy-note', title: 'Old note', content: '', tasks: [{ id: 'legacy-note-task', content: 'Old task', completed: false }], image: null,
    reminder: null, labels: ['legacy-label'], archived: false, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: null,
  };
  const task: Task = {
    id: 'legacy-task', type: 'task', title: 'Old task', notes: null, completed: false, dueDate: null, priority: 1, tags: ['legacy-tag'],
    assignedTo: null, subTasks: [], order: 0,
  };

  let t: TestApp;
  let token: string;
  let firstDataDir: string | null = null;
  const as = () => t.auth(token);

  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_SECRET: 'legacy-streams-secret' } });
    token = await t.signIn('admin@cis.test');
    // As the code before streams per aggregate appended them: every write of the tenant on one stream.
    const mailbox: MailboxEvent[] = [{ type: MailboxEvents.mailReceived, data: { mail } }];
    await t.store.append(`mailbox-${tenant}`, mailbox, 'any', meta);
    const notes: NotesEvent[] = [
      { type: NotesEvents.labelCreated, data: { label: { id: 'legacy-label', title: 'Old label' } } },
      { type: NotesEvents.noteCreated, data: { note } },
    ];
    await t.store.append(`notes-${tenant}`, notes, 0, meta);
    const tasks: TasksEvent[] = [
      { type: TasksEvents.tagCreated, data: { tag: { id: 'legacy-tag', title: 'Old tag' } } },
      { type: TasksEvents.taskCreated, data: { task } },
      // An old reorder names every task: the legacy task goes last.
      { type: TasksEvents.tasksReordered, data: { ids: [...TASKS.map((x) => x.id), task.id] } },
    ];
    await t.store.append(`tasks-${tenant}`, tasks, 0, meta);
  });
  afterAll(async () => {
    await t.close();
    if (firstDataDir) rmSync(firstDataDir, { recursive: true, force: true });
  });

  it('changes a mail, a note, a note label, a task and a task tag of the old streams, carrying each over once', async () => {
    await t.http.patch('/api/apps/mailbox/mail').set(as()).send({ id: mail.id, mail: { starred: true } }).expect(200);
    const again = await t.http.patch('/api/apps/mailbox/mail').set(as()).send({ id: mail.id, mail: { unread: false } }).expect(200);
    expect(again.body).toMatchObject({ starred: true, unread: false, subject: 'From the old stream' });
    expect((await t.store.readStream(mailStream(tenant, mail.id))).map((e) => e.type))
      .toEqual([MailboxEvents.mailCarriedOver, MailboxEvents.mailUpdated, MailboxEvents.mailUpdated]);

    const edited = await t.http.patch('/api/apps/notes').set(as()).send({ updatedNote: { id: note.id, tasks: [{ id: 'legacy-note-task', content: 'Old task', completed: true }] } }).expect(200);
    expect(edited.body).toMatchObject({ title: 'Old note', labels: [{ id: 'legacy-label', title: 'Old label' }], tasks: [{ completed: true }] });
    await t.http.patch('/api/apps/notes/labels').set(as()).send({ label: { id: 'legacy-label', title: 'Renamed label' } }).expect(200);
    expect((await t.store.readStream(noteStream(tenant, note.id))).map((e) => e.type)).toEqual([NotesEvents.noteCarriedOver, NotesEvents.noteUpdated]);
    expect((await t.store.readStream(noteLabelStream(tenant, 'legacy-label'))).map((e) => e.type)).toEqual([NotesEvents.labelCarriedOver, NotesEvents.labelRenamed]);

    const all = (await t.http.get('/api/apps/tasks/all').set(as()).expect(200)).body as Task[];
    expect(all.at(-1)).toMatchObject({ id: task.id, order: all.length - 1 });
    await t.http.patch('/api/apps/tasks/task').set(as()).send({ id: task.id, task: { completed: true, tags: ['legacy-tag'] } }).expect(200);
    await t.http.patch('/api/apps/tasks/tag').set(as()).send({ id: 'legacy-tag', tag: { title: 'Renamed tag' } }).expect(200);
    expect((await t.store.readStream(taskStream(tenant, task.id))).map((e) => e.type)).toEqual([TasksEvents.taskCarriedOver, TasksEvents.taskUpdated]);
    await t.http.delete('/api/apps/tasks/tag?id=legacy-tag').set(as()).expect(200);
    expect((await t.http.get(`/api/apps/tasks/task?id=${task.id}`).set(as()).expect(200)).body).toMatchObject({ completed: true, tags: [] });
  });

  it('rebuilds the same read models from the mixed log, old streams and new', async () => {
    const before = await t.store.dumpReadModels();
    const config = t.config;
    firstDataDir = config.dataDir;
    await t.app.close();
    const db = new Database(join(config.dataDir, 'cis.sqlite'));
    db.exec('DELETE FROM read_models');
    db.close();
    await rebuildProjections(config);
    t = await startTestApp({ env: { DATA_DIR: config.dataDir, JWT_SECRET: 'legacy-streams-secret' } });
    expect(await t.store.dumpReadModels()).toEqual(before);
  });
});
