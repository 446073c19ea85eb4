import { IconTile } from '../ui/Icon.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Benefits({ section, tone }: SectionProps<'benefits'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <IconTile name={item.icon} />
            <div>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
