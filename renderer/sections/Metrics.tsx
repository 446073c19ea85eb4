import { CardRows } from '../ui/CardRows.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { FIGURE, FIGURE_LABEL, figureSize } from '../ui/figure.ts';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Metrics({ section, tone }: SectionProps<'metrics'>) {
  const size = figureSize(section.metrics.map((metric) => metric.value));
  // Two per row on phones only when they pair up; three would squeeze the labels past their cards.
  const phoneColumns = section.metrics.length % 2 === 0 ? 2 : 1;
  const grid = balancedGrid(section.metrics.length, { base: phoneColumns, md: 3, lg: 4 }, 'tight');
  return (
    <SectionShell section={section} tone={tone}>
      <dl className={grid.list}>
        {section.metrics.map((metric, index) => (
          <CardRows
            parts={2}
            key={metric.label}
            style={grid.start(index)}
            className={`${grid.item} rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:p-6`}
          >
            <dt className={`${FIGURE_LABEL} mt-2 font-medium text-slate-700`}>
              {metric.label}
              {metric.description && (
                <span className="mt-1 block text-sm font-normal text-slate-500">{metric.description}</span>
              )}
            </dt>
            <dd className={`${FIGURE} ${size} text-balance font-extrabold tracking-tight text-accent-strong`}>
              {metric.value}
            </dd>
          </CardRows>
        ))}
      </dl>
      {section.links && (
        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
          {section.links.map((link) => (
            <ActionButton key={link.label} button={link} tone="ghost" />
          ))}
        </div>
      )}
    </SectionShell>
  );
}
