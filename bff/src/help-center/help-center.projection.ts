import { Injectable } from '@nestjs/common';
import { HelpCenterEvents, type HelpCenterEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { HelpCenterCollections as C } from './help-center.decider';

@ProjectionProvider()
@Injectable()
export class HelpCenterProjection implements Projection<HelpCenterEvent> {
  readonly name = 'help-center';
  readonly handles = Object.values(HelpCenterEvents);

  async apply(event: StoredOf<HelpCenterEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case HelpCenterEvents.faqCategoryAdded:
        await rm.put(C.faqCategories, event.data.category.id, event.data.category);
        return;
      case HelpCenterEvents.faqAdded:
        await rm.put(C.faqs, event.data.faq.id, event.data.faq);
        return;
      case HelpCenterEvents.guideCategoryAdded:
        await rm.put(C.guideCategories, event.data.category.id, event.data.category);
        return;
      case HelpCenterEvents.guideAdded:
        await rm.put(C.guides, event.data.guide.id, event.data.guide);
        return;
    }
  }
}
