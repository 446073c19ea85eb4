import { ActionButton } from '../ui/ActionButton.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Metrics({ section, tone }: SectionProps<'metrics'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {section.metrics.map((metric) => (
          <div
            key={metric.label}
            className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
          >
            <dt className="mt-2 font-medium text-slate-700">
              {metric.label}
              {metric.description && (
                <span className="mt-1 block text-sm font-normal text-slate-500">{metric.description}</span>
              )}
            </dt>
            <dd className="text-4xl font-extrabold tracking-tight text-accent-strong">{metric.value}</dd>
          </div>
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
