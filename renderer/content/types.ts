/**
 * The content's types as codegen emits them from the schemas (generated/types.ts): the site is type-checked
 * against what codegen produces, so a schema change the renderers do not follow fails `tsc --noEmit`.
 */
import type { Content, HeroSection, Page, Solution as WrittenSolution } from '../../generated/types.ts';

export type { Chat as ChatAssistant, RoiCalculator, Site, VoiceAgentPlans } from '../../generated/types.ts';

type WrittenContentPage = Extract<Page, { sections: unknown }>;
/**
 * A section as pages receive it: fact references resolved (pipeline/validate/resolve-facts.ts), so each price-list
 * item carries the `startingPrice` of its `offering` (written once, in data/offerings.yaml).
 */
type Resolved<S> = S extends { type: 'price-list'; items: Array<infer Item> }
  ? Omit<S, 'items'> & { items: Array<Item & { startingPrice: number }> }
  : S;
export type Section = Resolved<WrittenContentPage['sections'][number]>;
type WithResolvedSections<T> = Omit<T, 'sections'> & { sections: Section[] };
export type ContentPage = WithResolvedSections<WrittenContentPage>;
export type Solution = Omit<WrittenSolution, 'detailPage' | 'caseStudy'> & {
  detailPage?: WithResolvedSections<NonNullable<WrittenSolution['detailPage']>>;
  caseStudy?: WithResolvedSections<NonNullable<WrittenSolution['caseStudy']>>;
};
export type RedirectPage = Extract<Page, { redirect: string }>;
/** Any file under data/pages/, as pages receive it: a page of sections or a redirect. */
export type PageFile = ContentPage | RedirectPage;
export type PageMenu = NonNullable<ContentPage['menu']>;
export type SectionType = Section['type'];
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;
export type TestimonialsFile = Content['testimonials'];
export type Testimonial = TestimonialsFile['testimonials'][number];
export type Button = NonNullable<HeroSection['actions']>[number];
export type ImageData = NonNullable<HeroSection['image']>;
