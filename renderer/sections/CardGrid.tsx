import { CardRows } from '../ui/CardRows.tsx';
import { ActionButton, ButtonRow } from '../ui/ActionButton.tsx';
import { IconTile } from '../ui/Icon.tsx';
import { Image } from '../ui/Image.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function CardGrid({ section, tone }: SectionProps<'card-grid'>) {
  // The spec: three columns from medium screens.
  const grid = balancedGrid(section.cards.length, section.columns === 2 ? { md: 2 } : { md: 3 });
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={grid.list}>
        {section.cards.map((card, index) => (
          <CardRows
            as="li"
            parts={7}
            key={card.title}
            style={grid.start(index)}
            className={`${grid.item} overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md`}
          >
            {card.image && (
              <Image
                image={card.image}
                className="row-start-1 aspect-[8/5] h-auto w-full border-b border-slate-100 object-cover"
              />
            )}
            <CardRows parts={6} className="row-start-2 p-6">
              {card.icon && <IconTile name={card.icon} className="row-start-1 mb-4" />}
              <h3 className="row-start-2 text-xl font-semibold text-ink">{card.title}</h3>
              {card.price && <p className="row-start-3 mt-1 font-semibold text-accent-strong">{card.price}</p>}
              <p className="row-start-4 mt-3 leading-relaxed text-slate-600">{card.description}</p>
              {card.features && <CheckList items={card.features} className="row-start-5 mt-4 text-sm" />}
              {card.link && (
                <div className="row-start-6 pt-6">
                  <ActionButton button={card.link} />
                </div>
              )}
            </CardRows>
          </CardRows>
        ))}
      </ul>
      {section.actions && <ButtonRow buttons={section.actions} className="mt-12 justify-center" />}
    </SectionShell>
  );
}
