import { sortByStartingPrice } from '../logic/prices.ts';
import { ButtonRow } from '../ui/ActionButton.tsx';
import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid, GRID_ITEM } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function PriceList({ section, tone }: SectionProps<'price-list'>) {
  const items = sortByStartingPrice(section.items);
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={balancedGrid(items.length, { md: 2, lg: 3 })}>
        {items.map((item) => (
          <li
            key={item.title}
            className={`${GRID_ITEM} flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md`}
          >
            <div className="flex items-start gap-4">
              <IconTile name={item.icon} />
              <div className="min-w-0">
                {/* Two lines held for every title, so prices line up across a row. */}
                <h3 className="text-lg font-semibold leading-snug text-ink md:min-h-[2lh]">{item.title}</h3>
                <p className="mt-1 font-bold text-accent-strong">{`${section.pricePrefix}${item.startingPrice}`}</p>
              </div>
            </div>
            <p className="mb-4 mt-4 leading-relaxed text-slate-600">{item.description}</p>
            {/* At the foot of the card, so the lists of a row line up whatever the length of each description. */}
            {item.features && (
              <CheckList items={item.features} className="mt-auto border-t border-slate-100 pt-5 text-sm" />
            )}
          </li>
        ))}
      </ul>
      {section.actions && (
        <div className="motif-dark mx-auto mt-14 max-w-3xl rounded-2xl bg-ink px-6 py-10 text-center shadow-lg sm:px-10">
          {section.actionsHeading && (
            <h3 className="mb-6 text-balance text-2xl font-bold tracking-tight text-white">{section.actionsHeading}</h3>
          )}
          <ButtonRow
            buttons={section.actions}
            className="justify-center"
            tone={(index) => (index === 0 ? 'inverse' : 'secondary')}
          />
        </div>
      )}
    </SectionShell>
  );
}
