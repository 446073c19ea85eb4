import { Image } from '../ui/Image.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

/** `Marcus Bennett` -> `MB`: the first letters of the first and last names. */
const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words.at(-1) : undefined].map((word) => word?.[0]?.toUpperCase() ?? '').join('');
};

/** People as the agency supplies them: a portrait when the data gives one, otherwise a monogram. */
export function Team({ section, tone, isFirst }: SectionProps<'team'>) {
  const grid = balancedGrid(section.members.length, { md: 2, lg: 3 }, 'wide');
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`mx-auto max-w-5xl ${grid.list}`}>
        {section.members.map((member, index) => (
          <li
            key={member.name}
            style={grid.start(index)}
            className={`${grid.item} flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:p-8`}
          >
            {member.photo ? (
              <Image
                image={member.photo}
                eager={isFirst}
                className="size-28 flex-none rounded-2xl bg-accent-soft object-cover shadow-sm sm:size-32"
              />
            ) : (
              // The name follows as the heading, so the monogram is decoration for screen readers.
              <span
                aria-hidden="true"
                className="motif-dark inline-flex size-24 flex-none items-center justify-center rounded-2xl bg-ink text-3xl font-bold tracking-wide text-white shadow-sm sm:size-28"
              >
                {initialsOf(member.name)}
              </span>
            )}
            <div className="min-w-0">
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
