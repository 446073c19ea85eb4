import { ButtonRow } from '../ui/ActionButton.tsx';
import { Image } from '../ui/Image.tsx';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function Text({ section, tone }: SectionProps<'text'>) {
  const body = (
    <div className="space-y-4 text-lg leading-relaxed text-slate-600">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets && <CheckList items={section.bullets} className="pt-2 text-base" />}
      {section.actions && <ButtonRow buttons={section.actions} className="pt-4" />}
    </div>
  );
  return (
    <SectionShell
      section={{ id: section.id, heading: section.heading, intro: section.intro }}
      tone={tone}
      centered={!section.image}
    >
      {section.image ? (
        <div className="grid items-center gap-12 lg:grid-cols-2">
          {body}
          <Image image={section.image} className="h-auto w-full rounded-2xl border border-slate-200 shadow-lg" />
        </div>
      ) : (
        <div className="mx-auto max-w-3xl">{body}</div>
      )}
    </SectionShell>
  );
}
