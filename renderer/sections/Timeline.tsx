import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

/**
 * A vertical line of year markers. On phones the line is a thin rail of dots with the year above each card;
 * from small screens up the year itself sits on the line.
 */
export function Timeline({ section, tone }: SectionProps<'timeline'>) {
  const ring = tone === 'tinted' ? 'sm:ring-slate-50' : 'sm:ring-white';
  return (
    <SectionShell section={section} tone={tone}>
      <ol className="mx-auto max-w-3xl">
        {section.milestones.map((milestone, index) => {
          const last = index === section.milestones.length - 1;
          return (
            <li
              key={`${milestone.year}-${milestone.title}`}
              className={`relative grid grid-cols-[1.25rem_1fr] gap-x-4 sm:grid-cols-[6rem_1fr] sm:gap-x-8 ${last ? '' : 'pb-10'}`}
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className="absolute bottom-0 left-2.5 top-6 w-0.5 -translate-x-1/2 bg-sky-200 sm:left-12 sm:top-10"
                />
              )}
              <span
                aria-hidden="true"
                className="col-start-1 row-start-1 mt-2.5 size-3.5 justify-self-center rounded-full bg-accent-strong ring-4 ring-sky-100 sm:hidden"
              />
              <div className="col-start-2 row-start-1 mb-3 sm:col-start-1 sm:mb-0 sm:flex sm:justify-center">
                <time
                  dateTime={String(milestone.year)}
                  className={`relative inline-flex h-8 items-center justify-center rounded-full bg-accent-strong px-3 text-sm font-bold tabular-nums text-white shadow-sm sm:h-11 sm:px-4 sm:text-base sm:ring-4 ${ring}`}
                >
                  {milestone.year}
                </time>
              </div>
              <div className="col-start-2 row-start-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:row-start-1 sm:p-6">
                <h3 className="text-lg font-semibold text-ink sm:text-xl">{milestone.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{milestone.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
