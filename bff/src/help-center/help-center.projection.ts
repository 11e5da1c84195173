import { Injectable } from '@nestjs/common';
import {
  HelpCenterEvents, type FaqAddedData, type FaqCategoryAddedData, type GuideAddedData, type GuideCategoryAddedData,
  type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** Shared by the tenant. Guides are stored with their content; lists leave it out. */
export const HelpCenterCollections = {
  faqCategories: 'help-faq-categories',
  faqs: 'help-faqs',
  guideCategories: 'help-guide-categories',
  guides: 'help-guides',
} as const;

@ProjectionProvider()
@Injectable()
export class HelpCenterProjection implements Projection {
  readonly name = 'help-center';
  readonly handles = Object.values(HelpCenterEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case HelpCenterEvents.faqCategoryAdded: {
        const { category } = event.data as FaqCategoryAddedData;
        await rm.put(HelpCenterCollections.faqCategories, category.id, category);
        return;
      }
      case HelpCenterEvents.faqAdded: {
        const { faq } = event.data as FaqAddedData;
        await rm.put(HelpCenterCollections.faqs, faq.id, faq);
        return;
      }
      case HelpCenterEvents.guideCategoryAdded: {
        const { category } = event.data as GuideCategoryAddedData;
        await rm.put(HelpCenterCollections.guideCategories, category.id, category);
        return;
      }
      case HelpCenterEvents.guideAdded: {
        const { guide } = event.data as GuideAddedData;
        await rm.put(HelpCenterCollections.guides, guide.id, guide);
        return;
      }
    }
  }
}
