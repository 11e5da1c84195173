import { Refused } from './domain-errors';
import { differingFields, sameJson, withoutEchoedReadOnly } from './read-only-echo';

describe('PATCHing back what the API answered', () => {
  const stored = { id: 'n1', title: 'Old', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: null, labels: ['a'] };

  it('accepts and drops read-only fields equal to the stored values', () => {
    expect(withoutEchoedReadOnly({ id: 'n1', title: 'New', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: null }, stored, ['id', 'createdAt', 'updatedAt']))
      .toEqual({ title: 'New' });
  });

  it('refuses a read-only field with another value, naming it with its path', () => {
    let error: unknown;
    try {
      withoutEchoedReadOnly({ createdAt: '2020-01-01T00:00:00.000Z' }, stored, ['createdAt'], 'note');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Refused);
    expect((error as Refused).fields).toEqual([expect.objectContaining({ field: 'note.createdAt', code: 'readOnly' })]);
  });

  it('compares JSON values whatever their key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(undefined, null)).toBe(true);
  });
});

describe('differingFields: what a PATCH of the whole object really changes', () => {
  const note = { id: 'n1', title: 'Due dates', labels: ['a', 'b'], archived: false, reminder: null };

  it('keeps only the fields whose value differs, comparing as JSON', () => {
    expect(differingFields(note, { title: 'Due dates', labels: ['a', 'b'], archived: true })).toEqual({ archived: true });
    expect(differingFields(note, { labels: ['b', 'a'] })).toEqual({ labels: ['b', 'a'] });
  });

  it('treats a field sent as it was, or left undefined, as no change', () => {
    expect(differingFields(note, { title: 'Due dates', reminder: null, archived: undefined })).toEqual({});
  });

  it('keeps a field the stored object lacks', () => {
    expect(differingFields(note, { image: 'x.png' })).toEqual({ image: 'x.png' });
  });
});
