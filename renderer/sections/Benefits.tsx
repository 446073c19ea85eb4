import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Benefits({ section, tone }: SectionProps<'benefits'>) {
  const grid = balancedGrid(section.items.length, { sm: 2, lg: 3 }, 'wide');
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`${grid.list} gap-y-10`}>
        {section.items.map((item, index) => (
          <li key={item.title} style={grid.start(index)} className={`${grid.item} flex gap-4`}>
            <IconTile name={item.icon} />
            <div className="min-w-0">
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
