import { Image } from '../ui/Image.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Logos({ section, tone }: SectionProps<'logos'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={balancedGrid(section.logos.length, { sm: 2, lg: section.logos.length % 4 === 0 ? 4 : 3 })}>
        {section.logos.map((entry) => (
          <li
            key={entry.name}
            className={`flex w-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 ${GRID_ITEM}`}
          >
            <div className="flex h-16 w-full items-center justify-center border-b border-slate-100 pb-4">
              <Image image={entry.logo} className="h-12 w-auto max-w-full" />
            </div>
            <h3 className="mt-5 text-lg font-semibold text-ink">{entry.name}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{entry.description}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
