import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Benefits({ section, tone }: SectionProps<'benefits'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`${balancedGrid(section.items.length, { sm: 2, lg: 3 }, 'wide')} gap-y-10`}>
        {section.items.map((item) => (
          <li key={item.title} className={`${GRID_ITEM} flex gap-4`}>
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
