import { HelpCenterEvents } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { HOSTILE_RICH_TEXT, HOSTILE_RICH_TEXT_SANITISED } from '../platform/testing/hostile-html';
import { HelpCenterDecider } from './help-center.decider';

const guide = (content: string, contentKm = content) => ({ id: 'g1', categoryId: 'c1', slug: 'x', title: 'X', titleKm: 'ក', subtitle: 'Y', subtitleKm: 'ខ', content, contentKm });

describe('the help center decider (one stream per item, written by genesis)', () => {
  it('sanitises the guide content before it is written, keeping the formatting', () => {
    given(HelpCenterDecider).when({
      type: 'addGuide',
      guide: guide('<h2 onmouseover="steal()">Steps</h2><ol><li>One</li></ol><script>alert(1)</script><a href="javascript:alert(2)">bad</a><a href="/apps/help-center">ok</a>'),
    }).then([{ type: HelpCenterEvents.guideAdded, data: { guide: guide('<h2>Steps</h2><ol><li>One</li></ol><a>bad</a><a href="/apps/help-center">ok</a>') } }]);
  });

  it('sanitises the Khmer content as the English, each on its own', () => {
    given(HelpCenterDecider).when({
      type: 'addGuide',
      guide: guide('<p>Steps</p>', '<h2 onclick="steal()">ជំហាន</h2><script>alert(1)</script><a href="javascript:alert(2)">អាក្រក់</a>'),
    }).then([{ type: HelpCenterEvents.guideAdded, data: { guide: guide('<p>Steps</p>', '<h2>ជំហាន</h2><a>អាក្រក់</a>') } }]);
    given(HelpCenterDecider).when({ type: 'addGuide', guide: guide('<p>x</p>', HOSTILE_RICH_TEXT) })
      .then([{ type: HelpCenterEvents.guideAdded, data: { guide: guide('<p>x</p>', HOSTILE_RICH_TEXT_SANITISED) } }]);
  });

  it('leaves hostile content harmless: data: and javascript: links, svg data images, handlers', () => {
    given(HelpCenterDecider).when({ type: 'addGuide', guide: guide(HOSTILE_RICH_TEXT) })
      .then([{ type: HelpCenterEvents.guideAdded, data: { guide: guide(HOSTILE_RICH_TEXT_SANITISED) } }]);
  });

  it('adds FAQ categories, FAQs and guide categories as given; an item already added records nothing', () => {
    const category = { id: 'c1', slug: 'payments', title: 'Payments' } as never;
    const faq = { id: 'f1', categoryId: 'c1', question: 'Q', answer: 'A' } as never;
    given(HelpCenterDecider).when({ type: 'addFaqCategory', category }).then([{ type: HelpCenterEvents.faqCategoryAdded, data: { category } }]);
    given(HelpCenterDecider).when({ type: 'addFaq', faq }).then([{ type: HelpCenterEvents.faqAdded, data: { faq } }]);
    given(HelpCenterDecider).when({ type: 'addGuideCategory', category }).then([{ type: HelpCenterEvents.guideCategoryAdded, data: { category } }]);
    given(HelpCenterDecider, [{ type: HelpCenterEvents.faqAdded, data: { faq } }]).when({ type: 'addFaq', faq }).thenNothing();
  });
});
