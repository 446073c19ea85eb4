import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function LegalText({ section, tone }: SectionProps<'legal-text'>) {
  // Under a section heading the clauses are h3; without one they sit directly under the page's h1.
  const ClauseHeading = section.heading ? 'h3' : 'h2';
  return (
    <SectionShell section={section} tone={tone}>
      <article className="mx-auto max-w-3xl sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:px-10 sm:py-12 sm:shadow-sm lg:px-14">
        <p className="inline-flex flex-wrap gap-x-1.5 rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm sm:bg-slate-50 text-slate-600">
          <span className="font-semibold text-slate-700">{section.effectiveLabel}</span>
          <span>{section.effectiveDate}</span>
        </p>
        <ol className="mt-10 space-y-10">
          {section.clauses.map((clause, index) => (
            <li key={clause.heading} className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
              <ClauseHeading className="flex gap-3 text-xl font-bold tracking-tight text-ink sm:text-2xl">
                <span className="tabular-nums text-accent-strong">{index + 1}.</span>
                <span>{clause.heading}</span>
              </ClauseHeading>
              <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 sm:text-[1.0625rem] sm:leading-8">
                {clause.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {clause.bullets && (
                  <ul className="list-disc space-y-2 pl-6 marker:text-accent-strong">
                    {clause.bullets.map((bullet) => (
                      <li key={bullet} className="pl-1">
                        {bullet}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      </article>
    </SectionShell>
  );
}
