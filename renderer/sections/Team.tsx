import { Image } from '../ui/Image.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Team({ section, tone, isFirst }: SectionProps<'team'>) {
  const columns =
    section.members.length === 1
      ? 'max-w-xl'
      : section.members.length === 2
        ? 'max-w-5xl md:grid-cols-2'
        : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`mx-auto grid gap-8 ${columns}`}>
        {section.members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:p-8"
          >
            <Image
              image={member.photo}
              eager={isFirst}
              className="size-28 flex-none rounded-2xl bg-accent-soft object-cover shadow-sm sm:size-32"
            />
            <div>
              <h3 className="text-xl font-semibold text-ink">{member.name}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-accent-strong">{member.role}</p>
              <p className="mt-4 leading-relaxed text-slate-600">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
