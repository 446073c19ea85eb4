import { CardRows } from '../ui/CardRows.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { CARD_SPACING } from '../ui/grid.ts';
import { IconTile } from '../ui/Icon.tsx';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

/** Cards shown per card: the spec limits featured benefits to the first three. */
const FEATURES_SHOWN = 3;

const columns: Record<number, string> = {
  1: 'max-w-md',
  2: 'max-w-md lg:max-w-4xl lg:grid-cols-2',
  3: 'max-w-md lg:max-w-none lg:grid-cols-3',
  4: 'max-w-md md:max-w-none md:grid-cols-2 xl:grid-cols-4',
};

export function PricingCards({ section, tone }: SectionProps<'pricing-cards'>) {
  // Short prices (`$2499+`) are drawn big; long ones (`Starting at $2499`) smaller, so no price breaks across lines.
  const priceSize = Math.max(...section.cards.map((card) => card.price.length)) > 8 ? 'text-2xl' : 'text-4xl';
  // Under the row of icons in every card, so a card without one has its title on the line of its neighbours'.
  const titleGap = section.cards.some((card) => card.icon) ? 'mt-5' : '';
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`mx-auto grid pt-3 ${CARD_SPACING.wide.list} ${columns[section.cards.length] ?? columns[4]}`}>
        {section.cards.map((card) => {
          const highlighted = card.badge !== undefined;
          return (
            <CardRows
              as="li"
              parts={6}
              key={card.title}
              // From lg, a highlighted card stands 16px out of its row, above and below (its bottom margin 16px short).
              className={`${CARD_SPACING.wide.item} relative rounded-2xl bg-white p-8 ${
                highlighted
                  ? 'z-10 border-2 border-accent-strong shadow-xl ring-4 ring-accent-soft lg:-my-4 lg:mb-4 lg:py-12'
                  : 'border border-slate-200 shadow-sm'
              }`}
            >
              {card.badge && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent-strong px-4 py-1 text-sm font-semibold text-white shadow-sm">
                  {card.badge}
                </p>
              )}
              {card.icon && <IconTile name={card.icon} className="row-start-1" />}
              <h3 className={`row-start-2 text-xl font-semibold text-ink ${titleGap}`}>{card.title}</h3>
              <p className={`row-start-3 mt-3 font-extrabold tracking-tight text-ink ${priceSize}`}>{card.price}</p>
              <p className="row-start-4 mt-4 leading-relaxed text-slate-600">{card.description}</p>
              {card.features && (
                <CheckList
                  items={card.features.slice(0, FEATURES_SHOWN)}
                  className="row-start-5 mt-6 border-t border-slate-100 pt-6 text-sm"
                />
              )}
              {card.action && (
                <div className="row-start-6 pt-8">
                  <ActionButton button={card.action} className="w-full" />
                </div>
              )}
            </CardRows>
          );
        })}
      </ul>
      {section.action && (
        <div className="mt-14 flex justify-center">
          <ActionButton button={section.action} />
        </div>
      )}
    </SectionShell>
  );
}
