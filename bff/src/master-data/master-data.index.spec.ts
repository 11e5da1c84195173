import { SubstringIndex } from './master-data.index';

describe('the substring index (village and client search)', () => {
  const texts = ['phnom penh\u0001ភ្នំពេញ', 'kampong cham\u0001កំពង់ចាម', 'kampot\u0001កំពត', 'siem reap\u0001សៀមរាប', 'b001-100000017\u0001mekong 17'];
  const scan = (needle: string) => texts.flatMap((text, i) => (text.includes(needle) ? [i] : []));
  const found = (needle: string) => (new SubstringIndex(texts).candidates(needle) ?? []).filter((i) => texts[i]!.includes(needle));

  it('finds exactly what a scan finds, Latin and Khmer, and never misses a text', () => {
    for (const needle of ['kampo', 'mpo', 'penh', 'កំព', 'ភ្នំពេញ', 'ong 17', 'reap', 'xyz', 'ampong c', '00001']) {
      expect(found(needle)).toEqual(scan(needle));
    }
  });

  it('leaves needles shorter than three characters to a scan', () => {
    expect(new SubstringIndex(texts).candidates('ka')).toBeNull();
  });
});
