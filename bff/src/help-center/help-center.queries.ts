import { Inject, Injectable } from '@nestjs/common';
import {
  GUIDES_PER_CATEGORY, NotFound, faqCategoryInKhmer, faqInKhmer, guideCategoryInKhmer, guideInKhmer, type FaqCategoryWithFaqs,
  type Guide, type GuideCategory, type GuideCategorySummary, type GuideCategoryWithGuide, type GuideCategoryWithGuides,
  type GuideWithContent, type StoredFaq, type StoredFaqCategory, type StoredGuide, type StoredGuideCategory,
} from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { HelpCenterCollections } from './help-center.decider';

const listed = ({ content: _content, contentKm: _contentKm, ...guide }: GuideWithContent): Guide => guide;

/**
 * Read-only queries of spec 001 s7 "Help center"; an unknown slug is a 404. Items stored before the Khmer fields
 * (issue 14) answer their English text in the Khmer fields.
 */
@Injectable()
export class HelpCenterQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Every category with its FAQs, or (with slug) a one-element list with that category. */
  async faqs(user: AuthUser, slug?: string): Promise<FaqCategoryWithFaqs[]> {
    const [categories, faqs] = await Promise.all([
      this.store.readModels.list<StoredFaqCategory>(user.tenant, HelpCenterCollections.faqCategories).then((list) => list.map(faqCategoryInKhmer)),
      this.store.readModels.list<StoredFaq>(user.tenant, HelpCenterCollections.faqs).then((list) => list.map(faqInKhmer)),
    ]);
    const chosen = slug === undefined ? categories : categories.filter((category) => category.slug === slug);
    if (chosen.length === 0 && slug !== undefined) throw new NotFound();
    return chosen.map((category) => ({ ...category, faqs: faqs.filter((faq) => faq.categoryId === category.id) }));
  }

  /** Without slug: every category with its first `limit` guides and the counts; with slug: that category, all guides. */
  async guides(user: AuthUser, slug?: string, limit = GUIDES_PER_CATEGORY): Promise<GuideCategorySummary[] | GuideCategoryWithGuides[]> {
    const { categories, guides } = await this.load(user);
    const of = (category: GuideCategory) => guides.filter((guide) => guide.categoryId === category.id).map(listed);
    if (slug === undefined) {
      return categories.map((category) => {
        const all = of(category);
        return { ...category, visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit) };
      });
    }
    const category = categories.find((candidate) => candidate.slug === slug);
    if (!category) throw new NotFound();
    return [{ ...category, guides: of(category) }];
  }

  async guide(user: AuthUser, categorySlug: string, guideSlug: string): Promise<GuideCategoryWithGuide> {
    const { categories, guides } = await this.load(user);
    const category = categories.find((candidate) => candidate.slug === categorySlug);
    const guide = category && guides.find((candidate) => candidate.categoryId === category.id && candidate.slug === guideSlug);
    if (!category || !guide) throw new NotFound();
    // As the sample API answered (`guides[0]`), with `guide` beside it for this client.
    return { ...category, guides: [guide], guide };
  }

  private async load(user: AuthUser): Promise<{ categories: GuideCategory[]; guides: GuideWithContent[] }> {
    const [categories, guides] = await Promise.all([
      this.store.readModels.list<StoredGuideCategory>(user.tenant, HelpCenterCollections.guideCategories).then((list) => list.map(guideCategoryInKhmer)),
      this.store.readModels.list<StoredGuide>(user.tenant, HelpCenterCollections.guides).then((list) => list.map(guideInKhmer)),
    ]);
    return { categories, guides };
  }
}
