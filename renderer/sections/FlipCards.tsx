import * as refreshCwIcon from 'lucide-react/icons/refresh-cw';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { useId } from 'react';
import { Icon, IconTile } from '../ui/Icon.tsx';
import { balancedGrid } from '../ui/grid.ts';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const RefreshCw = lucideIcon(refreshCwIcon);

type FlipCard = SectionProps<'flip-cards'>['section']['cards'][number];

/**
 * A card that turns over on hover (devices that can hover) and on keyboard focus (a tap focuses it on touch screens).
 * Both faces stay in the document: the focusable group is named by the problem and described by the solution,
 * so screen readers hear both. With reduced motion the global CSS makes the turn instant.
 */
function Card({ card, problemSize }: { card: FlipCard; problemSize: string }) {
  const id = useId();
  return (
    <div
      tabIndex={0}
      role="group"
      aria-labelledby={`${id}-problem`}
      aria-describedby={`${id}-solution`}
      className="group h-full rounded-2xl [perspective:1200px]"
    >
      <div className="grid h-full min-h-60 transition-transform duration-500 ease-out [transform-style:preserve-3d] group-focus:[transform:rotateY(180deg)] [@media(hover:hover)]:group-hover:[transform:rotateY(180deg)]">
        <div className="relative flex flex-col items-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm [backface-visibility:hidden] [grid-area:1/1]">
          {card.icon && <IconTile name={card.icon} />}
          <h3
            id={`${id}-problem`}
            className={`font-semibold leading-snug text-ink ${problemSize} ${card.icon ? 'mt-5' : ''}`}
          >
            {card.problem}
          </h3>
          <span aria-hidden="true" className="mt-auto self-end pt-4 text-accent">
            <RefreshCw strokeWidth={1.75} className="size-5" />
          </span>
        </div>
        <div className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-accent-strong to-sky-900 p-6 text-white shadow-md [backface-visibility:hidden] [grid-area:1/1] [transform:rotateY(180deg)]">
          {card.icon && <Icon name={card.icon} className="mb-4 size-6 text-sky-200" />}
          <p id={`${id}-solution`} className="leading-relaxed">
            {card.solution}
          </p>
        </div>
      </div>
    </div>
  );
}

export function FlipCards({ section, tone }: SectionProps<'flip-cards'>) {
  // Short problems read as headlines; sentence-long ones get a calmer size. One size per section keeps the cards even.
  const problemSize = Math.max(...section.cards.map((card) => card.problem.length)) > 70 ? 'text-lg' : 'text-xl';
  const grid = balancedGrid(section.cards.length, { md: 2, lg: 3 });
  return (
    <SectionShell section={section} tone={tone} action={section.action}>
      <ul className={grid.list}>
        {section.cards.map((card, index) => (
          <li key={card.problem} style={grid.start(index)} className={grid.item}>
            <Card card={card} problemSize={problemSize} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
