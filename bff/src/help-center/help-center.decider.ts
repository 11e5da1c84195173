import { HelpCenterEvents, type Faq, type FaqCategory, type GuideCategory, type GuideWithContent, type HelpCenterEvent } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';
import { sanitizeRichText } from '../platform/http/sanitize';

/** Shared by the tenant. Guides are stored with their content; lists leave it out. */
export const HelpCenterCollections = {
  faqCategories: 'help-faq-categories',
  faqs: 'help-faqs',
  guideCategories: 'help-guide-categories',
  guides: 'help-guides',
} as const;

/** One stream per category, FAQ and guide: read-only sample data, no rule spans them. */
export const faqCategoryStream = (id: string): string => `faq-category-${id}`;
export const faqStream = (id: string): string => `faq-${id}`;
export const guideCategoryStream = (id: string): string => `guide-category-${id}`;
export const guideStream = (id: string): string => `guide-${id}`;

export type HelpCenterCommand =
  | { type: 'addFaqCategory'; category: FaqCategory }
  | { type: 'addFaq'; faq: Faq }
  | { type: 'addGuideCategory'; category: GuideCategory }
  /** The content, in both languages, is sanitised on this write like any rich text. */
  | { type: 'addGuide'; guide: GuideWithContent };

/** Whether the stream's item was added (each stream holds one item). */
export type HelpCenterState = { added: boolean };

/** The help center is written only by genesis; adding an item twice records nothing. */
export const HelpCenterDecider: Decider<HelpCenterCommand, HelpCenterEvent, HelpCenterState> = {
  initialState: { added: false },

  decide(command, state) {
    if (state.added) return [];
    switch (command.type) {
      case 'addFaqCategory':
        return [{ type: HelpCenterEvents.faqCategoryAdded, data: { category: command.category } }];
      case 'addFaq':
        return [{ type: HelpCenterEvents.faqAdded, data: { faq: command.faq } }];
      case 'addGuideCategory':
        return [{ type: HelpCenterEvents.guideCategoryAdded, data: { category: command.category } }];
      case 'addGuide':
        return [{ type: HelpCenterEvents.guideAdded, data: { guide: {
          ...command.guide, content: sanitizeRichText(command.guide.content), contentKm: sanitizeRichText(command.guide.contentKm),
        } } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case HelpCenterEvents.faqCategoryAdded:
      case HelpCenterEvents.faqAdded:
      case HelpCenterEvents.guideCategoryAdded:
      case HelpCenterEvents.guideAdded:
        return { added: true };
      default:
        return state;
    }
  },
};
