import { useId } from 'react';
import { site } from '../site.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { Image } from '../ui/Image.tsx';
import { FIGURE, FIGURE_LABEL } from '../ui/figure.ts';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const statColumns: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' };

type CaseStudyCard = SectionProps<'case-study-cards'>['section']['cards'][number];

/** The whole card is clickable through the link's stretched hit area; the link names the card it belongs to. */
function Card({ card }: { card: CaseStudyCard }) {
  const id = useId();
  return (
    <CardRows
      as="article"
      parts={6}
      className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <Image image={card.image} className="aspect-[8/5] h-auto w-full border-b border-slate-100 object-cover" />
      <CardRows parts={5} className="p-6">
        <h3 id={`${id}-title`} className="text-xl font-semibold text-ink">
          {card.title}
        </h3>
        <p className="mt-2 text-lg font-semibold leading-snug text-accent-strong">{card.heroText}</p>
        <p className="mt-3 leading-relaxed text-slate-600">{card.summary}</p>
        <dl
          className={`mt-6 grid gap-2 self-start ${statColumns[card.stats.length] ?? 'grid-cols-3'} border-t border-slate-100 pt-5`}
        >
          {card.stats.map((stat) => (
            <CardRows parts={2} key={stat.label} className="text-center">
              <dt className={`${FIGURE_LABEL} mt-1 text-xs font-medium text-slate-600 sm:text-sm`}>{stat.label}</dt>
              <dd className={`${FIGURE} text-xl font-extrabold tracking-tight text-ink`}>{stat.value}</dd>
            </CardRows>
          ))}
        </dl>
        <a
          href={card.href}
          aria-describedby={`${id}-title`}
          className="mt-6 inline-flex items-center font-semibold text-accent-strong underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-sky-900 group-hover:underline"
        >
          {site.solutionPage.readCaseStudy}
        </a>
      </CardRows>
    </CardRows>
  );
}

export function CaseStudyCards({ section, tone }: SectionProps<'case-study-cards'>) {
  const grid = balancedGrid(section.cards.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone} action={section.action} wide>
      <ul className={grid.list}>
        {section.cards.map((card, index) => (
          <CardRows as="li" parts={6} key={card.href} style={grid.start(index)} className={grid.item}>
            <Card card={card} />
          </CardRows>
        ))}
      </ul>
    </SectionShell>
  );
}
