/** The guide's sections and pages (texts under template.docs.guide.<section>.<page> in the language files). */
export const GUIDE_SECTIONS = [
  { id: 'getting-started', pages: ['introduction', 'signing-in', 'languages'] },
  { id: 'filing', pages: ['monthly-tax', 'annual-tax'] },
  { id: 'payments', pages: ['top-up', 'history'] },
] as const;

type Section = (typeof GUIDE_SECTIONS)[number];

/** 'filing/annual-tax' -> that page; an unknown or partial path falls back to the section's first page, then the first guide. */
export function findGuide(path: string): { section: Section['id']; page: string } {
  const [sectionId, pageId] = path.split('/').filter(Boolean);
  const section = GUIDE_SECTIONS.find((s) => s.id === sectionId) ?? GUIDE_SECTIONS[0];
  const pages: readonly string[] = section.pages;
  const page = pageId !== undefined && pages.includes(pageId) ? pageId : section.pages[0];
  return { section: section.id, page };
}
