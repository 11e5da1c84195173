import { sortTags, tagUsage, TAG_UNIQUE_FIELD, validateTagTitle } from './tags.logic';

const tags = [{ id: 'a', title: 'Work' }, { id: 'b', title: 'Family' }, { id: 'c', title: 'college' }];
const opts = { maxLength: 10, titleField: 'contacts.tagTitle' };

describe('tag titles', () => {
  it('refuses a blank title and one over the DTO limit', () => {
    expect(validateTagTitle('   ', tags, opts)).toEqual(['contacts.tagTitle']);
    expect(validateTagTitle('x'.repeat(11), tags, opts)).toEqual(['contacts.tagTitle']);
    expect(validateTagTitle(` ${'x'.repeat(10)} `, tags, opts)).toEqual([]);
  });

  it('refuses the title of another tag, ignoring case and spaces, but lets a tag keep its own', () => {
    expect(validateTagTitle(' work ', tags, opts)).toEqual([TAG_UNIQUE_FIELD]);
    expect(validateTagTitle('College', tags, opts)).toEqual([TAG_UNIQUE_FIELD]);
    expect(validateTagTitle('WORK', tags, { ...opts, selfId: 'a' })).toEqual([]);
    expect(validateTagTitle('Friends', tags, opts)).toEqual([]);
  });

  it('counts the items carrying each tag, once per item', () => {
    const usage = tagUsage([{ tags: ['a', 'b'] }, { tags: ['a', 'a'] }, { tags: [] }]);
    expect(usage.get('a')).toBe(2);
    expect(usage.get('b')).toBe(1);
    expect(usage.get('c')).toBeUndefined();
  });

  it('sorts by title in the reader\'s language, ignoring case', () => {
    expect(sortTags(tags, 'en-US').map((t) => t.title)).toEqual(['college', 'Family', 'Work']);
  });
});
