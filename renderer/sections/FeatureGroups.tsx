import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FeatureGroups({ section, tone }: SectionProps<'feature-groups'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={balancedGrid(section.groups.length, { md: 2, lg: section.groups.length % 3 === 0 ? 3 : 2 })}>
        {section.groups.map((group) => (
          <li
            key={group.title}
            className={`${GRID_ITEM} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
          >
            <div className="flex items-center gap-4">
              <IconTile name={group.icon} />
              <h3 className="text-xl font-semibold text-ink">{group.title}</h3>
            </div>
            <CheckList items={group.features} className="mt-6 leading-relaxed" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
