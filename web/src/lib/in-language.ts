/**
 * The text of a bilingual field for the reader's language (issue 14 "Help"): a Khmer reader gets the Khmer text, or
 * the English where there is no Khmer (content written before its Khmer existed); every other reader the English.
 */
export function textIn(language: string, en: string, km: string | null | undefined): string {
  const khmer = language === 'km' || language.startsWith('km-');
  return khmer && km ? km : en;
}
