import { ButtonRow } from '../ui/ActionButton.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function CallToAction({ section }: SectionProps<'call-to-action'>) {
  return (
    <SectionShell section={section} tone="dark">
      {section.points && (
        <ul className="mx-auto mb-10 flex max-w-3xl flex-wrap justify-center gap-3">
          {section.points.map((point) => (
            <li key={point} className="rounded-full border border-slate-700 px-4 py-1.5 text-sm text-slate-200">
              {point}
            </li>
          ))}
        </ul>
      )}
      <ButtonRow
        buttons={section.actions}
        className="justify-center"
        tone={(index) => (index === 0 ? 'inverse' : 'secondary')}
      />
    </SectionShell>
  );
}
