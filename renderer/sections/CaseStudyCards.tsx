import { useId } from 'react';
import { site } from '../site.ts';
import { Image } from '../ui/Image.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const statColumns: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

type CaseStudyCard = SectionProps<'case-study-cards'>['section']['cards'][number];

/** The whole card is clickable through the link's stretched hit area; the link names the card it belongs to. */
function Card({ card }: { card: CaseStudyCard }) {
  const id = useId();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Image image={card.image} className="aspect-[8/5] h-auto w-full border-b border-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 id={`${id}-title`} className="text-xl font-semibold text-ink">
          {card.title}
        </h3>
        <p className="mt-2 text-lg font-semibold leading-snug text-accent-strong">{card.heroText}</p>
        <p className="mt-3 leading-relaxed text-slate-600">{card.summary}</p>
        <div className="mt-auto pt-6">
          <dl
            className={`grid gap-2 ${statColumns[card.stats.length] ?? 'grid-cols-3'} border-t border-slate-100 pt-5`}
          >
            {card.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end text-center">
                <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm md:min-h-[2lh]">{stat.label}</dt>
                <dd className="text-xl font-extrabold tracking-tight text-ink">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={card.href}
            aria-describedby={`${id}-title`}
            className="mt-6 inline-flex items-center font-semibold text-accent-strong underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-sky-900 group-hover:underline"
          >
            {site.solutionPage.readCaseStudy}
          </a>
        </div>
      </div>
    </article>
  );
}

export function CaseStudyCards({ section, tone }: SectionProps<'case-study-cards'>) {
  return (
    <SectionShell section={section} tone={tone} action={section.action} wide>
      <ul className={balancedGrid(section.cards.length, { md: 2, lg: 3 })}>
        {section.cards.map((card) => (
          <li key={card.href} className={GRID_ITEM}>
            <Card card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
