import * as externalLinkIcon from 'lucide-react/icons/external-link';
import { CardRows } from '../ui/CardRows.tsx';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { Image } from '../ui/Image.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const ExternalLink = lucideIcon(externalLinkIcon);

export function BenefitCards({ section, tone }: SectionProps<'benefit-cards'>) {
  const grid = balancedGrid(section.cards.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone} action={section.action} wide>
      <ul className={grid.list}>
        {section.cards.map((card, index) => (
          <CardRows
            as="li"
            parts={5}
            key={card.title}
            style={grid.start(index)}
            className={`${grid.item} overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md`}
          >
            <Image
              image={card.image}
              className="aspect-[8/5] h-auto w-full border-b border-slate-100 bg-slate-50 object-cover"
            />
            <CardRows parts={4} className="p-6">
              <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{card.description}</p>
              <CheckList items={card.benefits} className="mt-5 text-sm leading-relaxed" />
              {card.researchLink && (
                <div className="pt-6">
                  <p className="border-t border-slate-100 pt-5 text-sm">
                    <a
                      href={card.researchLink.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-accent-strong underline decoration-sky-300 decoration-1 underline-offset-4 hover:text-sky-900 hover:decoration-current"
                    >
                      {card.researchLink.text}
                      <ExternalLink
                        className="ml-1.5 inline size-4 align-[-0.2em]"
                        aria-hidden="true"
                        strokeWidth={2}
                      />
                    </a>
                  </p>
                </div>
              )}
            </CardRows>
          </CardRows>
        ))}
      </ul>
    </SectionShell>
  );
}
