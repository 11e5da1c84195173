import type { NoteView } from '@cis/contracts';
import { draftOf, EMPTY_DRAFT, labelCounts, noteInputOf, notesPath, parseNotesPath, validateNote, visibleNotes } from './notes.logic';

const note = (id: string, extra: Partial<NoteView> = {}): NoteView => ({
  id, title: id, content: '', tasks: null, image: null, reminder: null, labels: [], archived: false,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: null, ...extra,
});
const work = { id: 'work', title: 'Work' };
const notes = [
  note('plain', { content: '<p>Call the <b>GDT</b> office</p>' }),
  note('remind', { reminder: '2026-05-01T09:00:00.000Z', labels: [work] }),
  note('old', { archived: true, labels: [work] }),
  note('list', { tasks: [{ id: 't', content: 'Bring the patent certificate', completed: false }] }),
];
const ids = (list: NoteView[]) => list.map((n) => n.id);

describe('note filters', () => {
  it('reads and writes the filter in the address', () => {
    expect(parseNotesPath('')).toEqual({ kind: 'all' });
    expect(parseNotesPath('archive')).toEqual({ kind: 'archive' });
    expect(parseNotesPath('label/work')).toEqual({ kind: 'label', labelId: 'work' });
    expect(parseNotesPath('label')).toEqual({ kind: 'all' });
    expect(notesPath({ kind: 'label', labelId: 'a b' })).toBe('/apps/notes/label/a%20b');
    expect(notesPath({ kind: 'all' })).toBe('/apps/notes');
  });

  it('keeps archived notes out of every view but the archive', () => {
    expect(ids(visibleNotes(notes, { kind: 'all' }, ''))).toEqual(['plain', 'remind', 'list']);
    expect(ids(visibleNotes(notes, { kind: 'archive' }, ''))).toEqual(['old']);
    expect(ids(visibleNotes(notes, { kind: 'reminders' }, ''))).toEqual(['remind']);
    expect(ids(visibleNotes(notes, { kind: 'label', labelId: 'work' }, ''))).toEqual(['remind']);
  });

  it('searches title, text without markup, and tasks', () => {
    expect(ids(visibleNotes(notes, { kind: 'all' }, 'gdt office'))).toEqual(['plain']);
    expect(ids(visibleNotes(notes, { kind: 'all' }, 'PATENT'))).toEqual(['list']);
    expect(ids(visibleNotes(notes, { kind: 'all' }, '<b>'))).toEqual([]);
  });

  it('counts the active notes of each label', () => {
    expect(labelCounts(notes, [work, { id: 'none', title: 'None' }])).toEqual(new Map([['work', 1], ['none', 0]]));
  });
});

describe('the note editor', () => {
  it('needs a title, some text or a task', () => {
    expect(validateNote(EMPTY_DRAFT)).toEqual(['notes_content']);
    expect(validateNote({ ...EMPTY_DRAFT, content: '<p><br></p>' })).toEqual(['notes_content']);
    expect(validateNote({ ...EMPTY_DRAFT, tasks: [{ content: 'x', completed: false }] })).toEqual([]);
    expect(validateNote({ ...EMPTY_DRAFT, title: 'x'.repeat(301) })).toEqual(['notes_title']);
    expect(validateNote({ ...EMPTY_DRAFT, title: 'ok', tasks: [{ content: ' ', completed: false }] })).toEqual(['notes_task']);
  });

  it('sends blank text as empty, keeps task ids, and the reminder as ISO', () => {
    const draft = { ...draftOf(notes[3]), content: '<p><br></p>', reminder: new Date('2026-05-01T09:00:00.000Z') };
    expect(noteInputOf(draft)).toEqual({
      title: 'list', content: '', tasks: [{ id: 't', content: 'Bring the patent certificate', completed: false }],
      reminder: '2026-05-01T09:00:00.000Z', labels: [], archived: false,
    });
    expect(draftOf(notes[1]).labels).toEqual(['work']);
  });
});
