import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import { TechnologyLogo } from '../ui/technology-mark.tsx';
import type { SectionProps } from './types.ts';

export function Logos({ section, tone }: SectionProps<'logos'>) {
  const grid = balancedGrid(section.logos.length, { sm: 2, lg: section.logos.length % 4 === 0 ? 4 : 3 });
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={grid.list}>
        {section.logos.map((entry, index) => (
          <li
            key={entry.name}
            style={grid.start(index)}
            className={`${grid.item} flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8`}
          >
            {/* The logo is the heading: screen readers hear the product's name once, as a heading and an image. */}
            <h3 className="inline-flex min-h-16 items-center text-2xl font-bold tracking-tight text-ink">
              <TechnologyLogo name={entry.name} />
            </h3>
            <span aria-hidden="true" className="motif-rule mx-auto !mt-2" />
            <p className="mt-4 leading-relaxed text-slate-600">{entry.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
