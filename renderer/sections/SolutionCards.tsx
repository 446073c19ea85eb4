import { useId } from 'react';
import { useData } from 'vike-react/useData';
import type { PageData, SolutionSummary } from '../content/page-data.ts';
import { site } from '../site.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { Image } from '../ui/Image.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

/** The whole card is clickable through the link's stretched hit area; the link names the card it belongs to. */
function Card({ solution, href, linkLabel }: { solution: SolutionSummary; href: string; linkLabel: string }) {
  const id = useId();
  const badge = solution.type === 'case-study' ? site.solutionPage.caseStudyBadge : site.solutionPage.readyBadge;
  return (
    <CardRows
      as="article"
      parts={6}
      className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        <Image image={solution.image} className="aspect-[8/5] h-auto w-full border-b border-slate-100 object-cover" />
        <p className="absolute left-4 top-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-accent-strong shadow-sm ring-1 ring-slate-200">
          {badge}
        </p>
      </div>
      <CardRows parts={5} className="p-6">
        <ul className="flex flex-wrap gap-2 self-start">
          {solution.industry.map((industry) => (
            <li key={industry} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {industry}
            </li>
          ))}
        </ul>
        <h3 id={`${id}-title`} className="mt-4 text-xl font-semibold text-ink">
          {solution.title}
        </h3>
        <p className="mt-2 leading-relaxed text-slate-600">{solution.subtitle}</p>
        {solution.benefits.length > 0 && (
          <dl className="mt-5 self-start divide-y divide-slate-100 border-y border-slate-100">
            {solution.benefits.map(([label, value]) => (
              <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="text-right text-sm font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="row-start-5 pt-6">
          <a
            href={href}
            aria-describedby={`${id}-title`}
            className="inline-flex items-center font-semibold text-accent-strong underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:text-sky-900 group-hover:underline"
          >
            {linkLabel}
          </a>
        </div>
      </CardRows>
    </CardRows>
  );
}

export function SolutionCards({ section, tone }: SectionProps<'solution-cards'>) {
  const { solutions } = useData<PageData>();
  const shown = section.solutions
    .map((id) => solutions[id])
    .filter((solution): solution is SolutionSummary => solution !== undefined);
  const grid = balancedGrid(shown.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone} action={section.action} wide>
      <ul className={grid.list}>
        {shown.map((solution, index) => (
          <CardRows as="li" parts={6} key={solution.id} style={grid.start(index)} className={grid.item}>
            <Card
              solution={solution}
              href={
                section.linkTo === 'case-study' ? `/solutions/${solution.id}/case-study` : `/solutions/${solution.id}`
              }
              linkLabel={section.linkLabel}
            />
          </CardRows>
        ))}
      </ul>
    </SectionShell>
  );
}
