import { IconTile } from '../ui/Icon.tsx';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function FeatureGroups({ section, tone }: SectionProps<'feature-groups'>) {
  const columns = section.groups.length % 3 === 0 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2';
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`grid gap-6 ${columns}`}>
        {section.groups.map((group) => (
          <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <div className="flex items-center gap-4">
              <span className="flex-none">
                <IconTile name={group.icon} />
              </span>
              <h3 className="text-xl font-semibold text-ink">{group.title}</h3>
            </div>
            <CheckList items={group.features} className="mt-6 leading-relaxed" />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
