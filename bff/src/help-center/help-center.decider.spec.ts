import { HelpCenterEvents, type GuideAddedData } from '@cis/contracts';
import { HOSTILE_RICH_TEXT, HOSTILE_RICH_TEXT_SANITISED } from '../platform/testing/hostile-html';
import { HelpCenterDecider } from './help-center.decider';

describe('HelpCenterDecider.addGuide', () => {
  it('sanitises the guide content before it is written, keeping the formatting', () => {
    const [event] = HelpCenterDecider.addGuide({
      id: 'g1', categoryId: 'c1', slug: 'x', title: 'X', subtitle: 'Y',
      content: '<h2 onmouseover="steal()">Steps</h2><ol><li>One</li></ol><script>alert(1)</script><a href="javascript:alert(2)">bad</a><a href="/apps/help-center">ok</a>',
    });
    expect(event?.type).toBe(HelpCenterEvents.guideAdded);
    const { content } = (event?.data as GuideAddedData).guide;
    expect(content).toBe('<h2>Steps</h2><ol><li>One</li></ol><a>bad</a><a href="/apps/help-center">ok</a>');
  });

  it('leaves hostile content harmless: data: and javascript: links, svg data images, handlers', () => {
    const [event] = HelpCenterDecider.addGuide({ id: 'g2', categoryId: 'c1', slug: 'y', title: 'Y', subtitle: 'Z', content: HOSTILE_RICH_TEXT });
    expect((event?.data as GuideAddedData).guide.content).toBe(HOSTILE_RICH_TEXT_SANITISED);
  });
});
