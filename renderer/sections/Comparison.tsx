import * as arrowRightIcon from 'lucide-react/icons/arrow-right';
import * as checkIcon from 'lucide-react/icons/check';
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import type { ReactNode } from 'react';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const ArrowRight = lucideIcon(arrowRightIcon);
const Check = lucideIcon(checkIcon);
const X = lucideIcon(xIcon);

interface Look {
  card: string;
  badge: string;
  title: string;
  marker: string;
  text: string;
  icon: ReactNode;
  bullet: (className: string) => ReactNode;
}

const before: Look = {
  card: 'border-rose-200 bg-white',
  badge: 'bg-rose-100 text-rose-700',
  title: 'text-slate-800',
  marker: 'bg-rose-50 text-rose-700',
  text: 'text-slate-600',
  icon: <X className="size-5" aria-hidden="true" strokeWidth={2.5} />,
  bullet: (className) => <X className={className} aria-hidden="true" strokeWidth={2.5} />,
};

const after: Look = {
  card: 'border-emerald-200 bg-emerald-50/60 ring-1 ring-emerald-100',
  badge: 'bg-emerald-600 text-white',
  title: 'text-emerald-900',
  marker: 'bg-emerald-100 text-emerald-800',
  text: 'text-slate-700',
  icon: <Check className="size-5" aria-hidden="true" strokeWidth={2.5} />,
  bullet: (className) => <Check className={className} aria-hidden="true" strokeWidth={2.5} />,
};

function Column({ column, look }: { column: { title: string; points: string[] }; look: Look }) {
  return (
    <div className={`rounded-2xl border p-6 shadow-sm sm:p-8 ${look.card}`}>
      <h3 className={`flex items-center gap-3 text-xl font-bold ${look.title}`}>
        <span className={`inline-flex size-9 flex-none items-center justify-center rounded-full ${look.badge}`}>
          {look.icon}
        </span>
        {column.title}
      </h3>
      <ul className="mt-6 space-y-4">
        {column.points.map((point) => (
          <li key={point} className={`flex gap-3 leading-relaxed ${look.text}`}>
            <span
              className={`mt-0.5 inline-flex size-6 flex-none items-center justify-center rounded-full ${look.marker}`}
            >
              {look.bullet('size-3.5')}
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Comparison({ section, tone }: SectionProps<'comparison'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <div className="relative mx-auto grid max-w-5xl gap-6 md:grid-cols-2 md:gap-10">
        <Column column={section.before} look={before} />
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 hidden size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-accent-strong shadow-md md:inline-flex"
        >
          <ArrowRight className="size-5" strokeWidth={2.25} />
        </span>
        <Column column={section.after} look={after} />
      </div>
    </SectionShell>
  );
}
