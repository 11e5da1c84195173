import {
  HelpCenterEvents, type Faq, type FaqAddedData, type FaqCategory, type FaqCategoryAddedData, type GuideCategory,
  type GuideCategoryAddedData, type GuideWithContent, type GuideAddedData, type NewEvent,
} from '@cis/contracts';
import { sanitizeRichText } from '../platform/http/sanitize';

export const faqCategoryStream = (id: string): string => `faq-category-${id}`;
export const faqStream = (id: string): string => `faq-${id}`;
export const guideCategoryStream = (id: string): string => `guide-category-${id}`;
export const guideStream = (id: string): string => `guide-${id}`;

/** The help center is written only by genesis; guide content is sanitised on that write like any rich text. */
export const HelpCenterDecider = {
  addFaqCategory(category: FaqCategory): NewEvent[] {
    return [{ type: HelpCenterEvents.faqCategoryAdded, data: { category } satisfies FaqCategoryAddedData }];
  },
  addFaq(faq: Faq): NewEvent[] {
    return [{ type: HelpCenterEvents.faqAdded, data: { faq } satisfies FaqAddedData }];
  },
  addGuideCategory(category: GuideCategory): NewEvent[] {
    return [{ type: HelpCenterEvents.guideCategoryAdded, data: { category } satisfies GuideCategoryAddedData }];
  },
  addGuide(guide: GuideWithContent): NewEvent[] {
    return [{ type: HelpCenterEvents.guideAdded, data: { guide: { ...guide, content: sanitizeRichText(guide.content) } } satisfies GuideAddedData }];
  },
};
