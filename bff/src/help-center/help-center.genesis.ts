import { Injectable } from '@nestjs/common';
import { FAQS, FAQ_CATEGORIES, GUIDES, GUIDE_CATEGORIES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { HelpCenterDecider, faqCategoryStream, faqStream, guideCategoryStream, guideStream } from './help-center.decider';

@GenesisProvider()
@Injectable()
export class HelpCenterGenesis implements GenesisSource {
  readonly name = 'help-center';

  genesis(): GenesisStream[] {
    return [
      ...FAQ_CATEGORIES.map((c) => ({ stream: faqCategoryStream(c.id), events: HelpCenterDecider.addFaqCategory(c) })),
      ...FAQS.map((faq) => ({ stream: faqStream(faq.id), events: HelpCenterDecider.addFaq(faq) })),
      ...GUIDE_CATEGORIES.map((c) => ({ stream: guideCategoryStream(c.id), events: HelpCenterDecider.addGuideCategory(c) })),
      ...GUIDES.map((guide) => ({ stream: guideStream(guide.id), events: HelpCenterDecider.addGuide(guide) })),
    ];
  }
}
