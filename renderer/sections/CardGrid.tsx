import { ActionButton, ButtonRow } from '../ui/ActionButton.tsx';
import { IconTile } from '../ui/Icon.tsx';
import { Image } from '../ui/Image.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function CardGrid({ section, tone }: SectionProps<'card-grid'>) {
  // The spec: three columns from medium screens.
  const grid = balancedGrid(section.cards.length, section.columns === 2 ? { md: 2 } : { md: 3 });
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={grid}>
        {section.cards.map((card) => (
          <li
            key={card.title}
            className={`${GRID_ITEM} flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md`}
          >
            {card.image && (
              <Image image={card.image} className="aspect-[8/5] h-auto w-full border-b border-slate-100 object-cover" />
            )}
            <div className="flex flex-1 flex-col p-6">
              {card.icon && <IconTile name={card.icon} />}
              <h3 className={`text-xl font-semibold text-ink ${card.icon ? 'mt-4' : ''}`}>{card.title}</h3>
              {card.price && <p className="mt-1 font-semibold text-accent-strong">{card.price}</p>}
              <p className="mt-3 leading-relaxed text-slate-600">{card.description}</p>
              {card.features && <CheckList items={card.features} className="mt-4 text-sm" />}
              {card.link && (
                <div className="mt-auto pt-6">
                  <ActionButton button={card.link} />
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {section.actions && <ButtonRow buttons={section.actions} className="mt-12 justify-center" />}
    </SectionShell>
  );
}
