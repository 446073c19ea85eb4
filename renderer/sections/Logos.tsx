import { Image } from '../ui/Image.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

/** Card widths for a centred, wrapping row: an incomplete last row stays in the middle. */
const widthFor = (count: number) =>
  count === 4 || count > 6
    ? 'sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]'
    : 'sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]';

export function Logos({ section, tone }: SectionProps<'logos'>) {
  const width = widthFor(section.logos.length);
  return (
    <SectionShell section={section} tone={tone}>
      <ul className="flex flex-wrap justify-center gap-6">
        {section.logos.map((entry) => (
          <li
            key={entry.name}
            className={`flex w-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 ${width}`}
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
