import { sortByStartingPrice } from '../logic/prices.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { ButtonRow } from '../ui/ActionButton.tsx';
import { IconTile } from '../ui/Icon.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function PriceList({ section, tone }: SectionProps<'price-list'>) {
  const items = sortByStartingPrice(section.items);
  const grid = balancedGrid(items.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={grid.list}>
        {items.map((item, index) => (
          <CardRows
            as="li"
            parts={4}
            key={item.title}
            style={grid.start(index)}
            className={`${grid.item} grid-cols-[auto_1fr] gap-x-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md`}
          >
            {/* Beside the title and the price; the description and the list run under both. */}
            <IconTile name={item.icon} className="row-span-2" />
            <h3 className="text-lg font-semibold leading-snug text-ink">{item.title}</h3>
            <p className="mt-1 font-bold text-accent-strong">{`${section.pricePrefix}${item.startingPrice}`}</p>
            <p className="col-span-2 mb-4 mt-4 leading-relaxed text-slate-600">{item.description}</p>
            {item.features && (
              <CheckList items={item.features} className="col-span-2 border-t border-slate-100 pt-5 text-sm" />
            )}
          </CardRows>
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
