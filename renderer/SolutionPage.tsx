/**
 * The simple solution layout at /solutions/{id} for solutions that are not featured: a header band, then
 * overview, problem, solution, results, capabilities, applications, tech stack, the credited quote and a closing
 * band. Every heading comes from `site.solutionPage`. Each figure is stated once: the results say the headline
 * figures (the first four as numbered boxes, their leading figure drawn big); key metrics, stat cards and expected
 * benefits add only what the results have not said (`alreadyStated`), as plain facts.
 */
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import type { PageData } from './content/page-data.ts';
import { alreadyStated, leadingFigure } from './logic/figures.ts';
import type { Solution } from './content/types.ts';
import { CardRows } from './ui/CardRows.tsx';
import { BackToSolutions } from './ui/BackToSolutions.tsx';
import { ButtonRow } from './ui/ActionButton.tsx';
import { Icon } from './ui/Icon.tsx';
import { Image } from './ui/Image.tsx';
import { BAND_PADDING, CheckList, SectionShell, type Tone } from './ui/SectionShell.tsx';
import { FIGURE, FIGURE_LABEL, figureSize } from './ui/figure.ts';
import { balancedGrid } from './ui/grid.ts';
import { site } from './site.ts';
import { TechnologyMark } from './ui/technology-mark.tsx';

const words = site.solutionPage;

/** How many results bullets become numbered boxes (when there are at least that many). */
const RESULT_BOXES = 4;

/** `Title: description` split at the first `: `. */
const splitCapability = (line: string) => {
  const at = line.indexOf(': ');
  return at < 0 ? { title: line, description: '' } : { title: line.slice(0, at), description: line.slice(at + 2) };
};

const H2 = ({ id, children }: { id: string; children: ReactNode }) => (
  <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
    {children}
  </h2>
);

/** A band holding two headed blocks side by side, each a labelled region with its own anchor. */
function Pair({ tone, blocks }: { tone: Tone; blocks: Array<{ id: string; heading: string; body: ReactNode }> }) {
  return (
    <div className={`${tone === 'tinted' ? 'bg-slate-50' : 'bg-white'} ${BAND_PADDING}`}>
      <div
        className={`mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:gap-16 lg:px-8 ${blocks.length > 1 ? 'lg:grid-cols-2' : ''}`}
      >
        {blocks.map((block) => (
          <section key={block.id} id={block.id} aria-labelledby={`${block.id}-heading`} className="min-w-0">
            <H2 id={`${block.id}-heading`}>{block.heading}</H2>
            <div className="mt-6">{block.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** `label: value` facts as plain lines: not headline figures, so never drawn as big numbers. */
function FactList({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3.5">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Header({ solution, hasCaseStudy }: { solution: Solution; hasCaseStudy: boolean }) {
  const isCaseStudy = solution.type === 'case-study';
  return (
    <section aria-labelledby="solution-title" className="motif-hero relative overflow-hidden border-b border-slate-100">
      <div className="relative mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pb-20 lg:px-8">
        <BackToSolutions />
        <div className="mt-8 grid items-center gap-12 lg:grid-cols-2">
          <div className="min-w-0">
            <div className="flex flex-wrap gap-2">
              <p className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
                {isCaseStudy ? words.caseStudyBadge : words.readyBadge}
              </p>
              {solution.demoAvailable && (
                <p className="inline-flex items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                  <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
                  {words.demoAvailable}
                </p>
              )}
            </div>
            <h1 id="solution-title" className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
              {solution.title}
            </h1>
            {solution.company && <p className="mt-3 text-lg font-semibold text-accent-strong">{solution.company}</p>}
            <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">{solution.subtitle}</p>
            <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4">
              <div className="rounded-xl border border-slate-200 bg-white/80 p-4 shadow-sm">
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  <Icon name="layers" className="size-4 text-accent-strong" />
                  {words.industry}
                </dt>
                <dd className="mt-1 font-semibold text-ink">{solution.industry.join(', ')}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 bg-white/80 p-4 shadow-sm">
                <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                  <Icon name="clock" className="size-4 text-accent-strong" />
                  {words.timeline}
                </dt>
                <dd className="mt-1 font-semibold text-ink">{solution.timeline}</dd>
              </div>
            </dl>
            {hasCaseStudy && (
              <p className="mt-8">
                <a
                  href={`/solutions/${solution.id}/case-study`}
                  className="inline-flex items-center justify-center rounded-lg bg-accent-strong px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-sky-800"
                >
                  {words.readCaseStudy}
                </a>
              </p>
            )}
          </div>
          <Image image={solution.image} eager className="h-auto w-full rounded-2xl border border-slate-200 shadow-xl" />
        </div>
      </div>
    </section>
  );
}

function Results({ solution, tone, stats }: { solution: Solution; tone: Tone; stats: Solution['stats'] }) {
  const bullets = solution.resultsBullets;
  const boxed = bullets.length >= RESULT_BOXES ? bullets.slice(0, RESULT_BOXES) : [];
  const rest = bullets.slice(boxed.length);
  const leads = boxed.map(leadingFigure);
  const leadSize = figureSize(leads.flatMap((lead) => (lead ? [lead[0]] : [])));
  const boxGrid = balancedGrid(boxed.length, { sm: 2, lg: 4 }, 'tight');
  const statGrid = balancedGrid(stats.length, { base: 2, lg: 4 }, 'tight');
  return (
    <SectionShell section={{ id: 'results', heading: words.results }} tone={tone}>
      {boxed.length > 0 && (
        <ol className={boxGrid.list}>
          {boxed.map((bullet, index) => {
            const lead = leads[index];
            return (
              <CardRows
                as="li"
                parts={3}
                key={bullet}
                style={boxGrid.start(index)}
                className={`${boxGrid.item} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm`}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 flex-none items-center justify-center rounded-full bg-accent-strong text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                {/* The leading figures of the boxes in a row share a baseline; the rest of each starts on one line. */}
                {lead ? (
                  <>
                    <strong className={`mt-3 self-end font-extrabold tracking-tight text-accent-strong ${leadSize}`}>
                      {lead[0]}
                    </strong>
                    <span className="leading-relaxed text-slate-700">{lead[1]}</span>
                  </>
                ) : (
                  <span className="row-span-2 mt-3 leading-relaxed text-slate-700">{bullet}</span>
                )}
              </CardRows>
            );
          })}
        </ol>
      )}
      {rest.length > 0 && <CheckList items={rest} className={boxed.length > 0 ? 'mt-8' : ''} />}
      {stats.length > 0 && (
        <dl className={`mt-12 ${statGrid.list}`}>
          {stats.map((stat, index) => (
            <CardRows
              parts={2}
              key={stat.label}
              style={statGrid.start(index)}
              className={`${statGrid.item} motif-dark rounded-2xl bg-ink p-5 text-center sm:p-6`}
            >
              <dt className={`${FIGURE_LABEL} mt-2 font-medium text-slate-200`}>
                {stat.label}
                {stat.description && (
                  <span className="mt-1 block text-sm font-normal text-slate-400">{stat.description}</span>
                )}
              </dt>
              <dd
                className={`${FIGURE} font-extrabold tracking-tight text-white ${figureSize(stats.map((item) => item.value))}`}
              >
                {stat.value}
              </dd>
            </CardRows>
          ))}
        </dl>
      )}
    </SectionShell>
  );
}

/** Bullets drawn as small cards, each with a leading icon. */
function BulletCards({ items, icon, iconClass }: { items: string[]; icon: 'target' | 'check'; iconClass: string }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700 shadow-sm">
          <Icon name={icon} className={`mt-0.5 size-5 flex-none ${iconClass}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function SolutionPage({ solution, hasCaseStudy }: { solution: Solution; hasCaseStudy: boolean }) {
  const { testimonials } = useData<PageData>();
  const credit = solution.testimonial ? testimonials[solution.testimonial] : undefined;
  // Each figure once: what the results say first, then only what is new.
  const shown = [...solution.resultsBullets];
  const fresh = <T,>(items: T[], valueOf: (item: T) => string) =>
    items.filter((item) => {
      if (alreadyStated(valueOf(item), shown)) return false;
      shown.push(valueOf(item));
      return true;
    });
  const keyFacts = fresh(Object.entries(solution.keyMetrics), ([, value]) => value);
  const stats = fresh(solution.stats, (stat) => stat.value);
  const benefits = fresh(Object.entries(solution.expectedBenefits), ([, value]) => value);
  const capabilityGrid = balancedGrid(solution.capabilities.length, { md: 2, lg: 3 });
  return (
    <>
      <Header solution={solution} hasCaseStudy={hasCaseStudy} />

      <Pair
        tone="white"
        blocks={[
          {
            id: 'overview',
            heading: words.overview,
            body: <p className="text-lg leading-relaxed text-slate-600">{solution.description}</p>,
          },
          ...(keyFacts.length > 0
            ? [{ id: 'key-metrics', heading: words.keyMetrics, body: <FactList facts={keyFacts} /> }]
            : []),
        ]}
      />

      <Pair
        tone="tinted"
        blocks={[
          {
            id: 'problem',
            heading: words.problem,
            body: <BulletCards items={solution.problemBullets} icon="target" iconClass="text-rose-700" />,
          },
          {
            id: 'solution',
            heading: words.solution,
            body: <BulletCards items={solution.solutionBullets} icon="check" iconClass="text-accent-strong" />,
          },
        ]}
      />

      <Results solution={solution} tone="white" stats={stats} />

      {benefits.length > 0 && (
        <SectionShell section={{ id: 'expected-benefits', heading: words.expectedBenefits }} tone="tinted">
          <div className="mx-auto max-w-3xl">
            <FactList facts={benefits} />
          </div>
        </SectionShell>
      )}

      <SectionShell
        section={{ id: 'capabilities', heading: words.capabilities }}
        tone={benefits.length > 0 ? 'white' : 'tinted'}
      >
        <ul className={capabilityGrid.list}>
          {solution.capabilities.map((line, index) => {
            const { title, description } = splitCapability(line);
            return (
              <li
                key={line}
                style={capabilityGrid.start(index)}
                className={`${capabilityGrid.item} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm`}
              >
                <Icon name="zap" className="size-6 text-accent-strong" />
                <p className="mt-3 leading-relaxed text-slate-600">
                  <strong className="block text-lg font-semibold text-ink">{title}</strong>
                  {description}
                </p>
              </li>
            );
          })}
        </ul>
      </SectionShell>

      <Pair
        tone={benefits.length > 0 ? 'tinted' : 'white'}
        blocks={[
          { id: 'applications', heading: words.applications, body: <CheckList items={solution.applications} /> },
          {
            id: 'tech-stack',
            heading: words.techStack,
            body: (
              <ul className="flex flex-wrap gap-2">
                {solution.techStack.map((tool) => (
                  <li
                    key={tool}
                    className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-700 shadow-sm"
                  >
                    {/* The name follows the mark, so the mark is decoration for screen readers. */}
                    <TechnologyMark name={tool} className="size-4 flex-none text-ink" />
                    {tool}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />

      {credit && (
        <div className={`bg-white ${BAND_PADDING}`}>
          <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
            <svg viewBox="0 0 32 32" className="mx-auto size-12 text-accent" fill="currentColor" aria-hidden="true">
              <path d="M9.3 6C5.2 8.6 3 12 3 16.6V26h9v-9H7.4c0-3.4 1.6-5.9 4.6-7.6L9.3 6Zm16 0c-4.1 2.6-6.3 6-6.3 10.6V26h9v-9h-4.6c0-3.4 1.6-5.9 4.6-7.6L25.3 6Z" />
            </svg>
            <blockquote className="mt-6 text-balance text-2xl font-medium leading-relaxed text-ink sm:text-3xl">
              <p>{solution.quote}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink">{credit.name}</span>
              <span className="block text-sm text-slate-600">{credit.role}</span>
            </figcaption>
          </figure>
        </div>
      )}

      <SectionShell
        section={{ id: 'get-in-touch', heading: words.closing.heading, intro: words.closing.text }}
        tone="dark"
      >
        <ButtonRow
          buttons={words.closing.actions}
          className="justify-center"
          tone={(index) => (index === 0 ? 'inverse' : 'secondary')}
        />
      </SectionShell>
    </>
  );
}
