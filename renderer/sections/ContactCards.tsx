import { CardRows } from '../ui/CardRows.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { CARD_SPACING } from '../ui/grid.ts';
import { Icon } from '../ui/Icon.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const columns: Record<number, string> = {
  1: 'max-w-xl',
  2: 'max-w-4xl md:grid-cols-2',
  3: 'max-w-6xl md:grid-cols-2 lg:grid-cols-3',
};

export function ContactCards({ section, tone }: SectionProps<'contact-cards'>) {
  return (
    <SectionShell section={section} tone={tone}>
      <ul className={`mx-auto grid ${CARD_SPACING.normal.list} ${columns[section.cards.length] ?? columns[3]}`}>
        {section.cards.map((card) => (
          <CardRows
            as="li"
            parts={5}
            key={card.title}
            className={`${CARD_SPACING.normal.item} rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10`}
          >
            <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent-strong">
              <Icon name={card.icon} className="size-8" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-ink">{card.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-600">{card.description}</p>
            {card.note && (
              <p className="row-start-4 mx-auto mt-4 self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {card.note}
              </p>
            )}
            <div className="row-start-5 w-full pt-8">
              <ActionButton button={card.action} className="w-full sm:w-auto" />
            </div>
          </CardRows>
        ))}
      </ul>
    </SectionShell>
  );
}
