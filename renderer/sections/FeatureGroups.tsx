import { CardRows } from '../ui/CardRows.tsx';
import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FeatureGroups({ section, tone }: SectionProps<'feature-groups'>) {
  const grid = balancedGrid(section.groups.length, { md: 2, lg: section.groups.length % 3 === 0 ? 3 : 2 });
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={grid.list}>
        {section.groups.map((group, index) => (
          <CardRows
            as="li"
            parts={2}
            key={group.title}
            style={grid.start(index)}
            className={`${grid.item} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}
          >
            <div className="flex items-start gap-4">
              <IconTile name={group.icon} />
              {/* A title of one line is centred on the tile; a longer one starts on the same line and runs below it. */}
              <h3 className="mt-2.5 text-xl font-semibold text-ink">{group.title}</h3>
            </div>
            <CheckList items={group.features} className="mt-6 leading-relaxed" />
          </CardRows>
        ))}
      </ul>
    </SectionShell>
  );
}
