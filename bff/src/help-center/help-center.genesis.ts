import { Injectable } from '@nestjs/common';
import { FAQS, FAQ_CATEGORIES, GUIDES, GUIDE_CATEGORIES } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { HelpCenterDecider, type HelpCenterCommand, faqCategoryStream, faqStream, guideCategoryStream, guideStream } from './help-center.decider';

@GenesisProvider()
@Injectable()
export class HelpCenterGenesis implements GenesisSource {
  readonly name = 'help-center';

  genesis(): GenesisStream[] {
    return [
      ...FAQ_CATEGORIES.map((category) => ({ stream: faqCategoryStream(category.id), events: added({ type: 'addFaqCategory', category }) })),
      ...FAQS.map((faq) => ({ stream: faqStream(faq.id), events: added({ type: 'addFaq', faq }) })),
      ...GUIDE_CATEGORIES.map((category) => ({ stream: guideCategoryStream(category.id), events: added({ type: 'addGuideCategory', category }) })),
      ...GUIDES.map((guide) => ({ stream: guideStream(guide.id), events: added({ type: 'addGuide', guide }) })),
    ];
  }
}

const added = (command: HelpCenterCommand) => [...HelpCenterDecider.decide(command, HelpCenterDecider.initialState)];
