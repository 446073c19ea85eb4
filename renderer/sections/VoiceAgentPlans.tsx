/** The monthly voice-agent plans (the one with a badge drawn larger), the add-ons and a note line. */
import { useData } from 'vike-react/useData';
import type { PageData } from '../content/page-data.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { ActionButton } from '../ui/ActionButton.tsx';
import { CARD_SPACING } from '../ui/grid.ts';
import { Icon } from '../ui/Icon.tsx';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function VoiceAgentPlans({ section, tone }: SectionProps<'voice-agent-plans'>) {
  const { voiceAgentPlans: data } = useData<PageData>();
  if (!data) return null;
  const columns = data.plans.length >= 3 ? 'lg:grid-cols-3' : data.plans.length === 2 ? 'md:grid-cols-2' : '';

  return (
    <SectionShell section={section} tone={tone} wide>
      <ul className={`mx-auto grid max-w-6xl ${CARD_SPACING.wide.list} ${columns}`}>
        {data.plans.map((plan) => {
          const highlighted = plan.badge !== undefined;
          return (
            <CardRows
              as="li"
              parts={6}
              key={plan.id}
              // From lg, a highlighted card stands 16px out of its row, above and below (its bottom margin 16px short).
              className={`${CARD_SPACING.wide.item} relative rounded-2xl bg-white p-6 sm:p-8 ${
                highlighted
                  ? 'border-2 border-accent-strong shadow-xl lg:-my-4 lg:mb-4 lg:py-12'
                  : 'border border-slate-200 shadow-sm'
              }`}
            >
              {highlighted && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent-strong px-4 py-1 text-sm font-semibold text-white shadow-sm">
                  {plan.badge}
                </p>
              )}
              <h3 className="text-xl font-bold text-ink">{plan.name}</h3>
              <p className="mt-1 text-sm font-medium text-slate-600">{plan.subtitle}</p>
              {/* At the foot of its row: the period, drawn the same in every plan, sets the baseline of each price. */}
              <p className="mt-6 flex items-baseline gap-1 self-end">
                <span className={`font-extrabold tracking-tight text-ink ${highlighted ? 'text-5xl' : 'text-4xl'}`}>
                  {plan.price}
                </span>
                <span className="text-base font-medium text-slate-600">{plan.period}</span>
              </p>
              <p className="mt-4">
                <span className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
                  <Icon name="phone" className="size-4" />
                  {plan.minutes}
                </span>
              </p>
              <CheckList items={plan.features} className="mt-6 border-t border-slate-100 pt-6 text-sm" />
              <div className="pt-8">
                <ActionButton
                  button={plan.action}
                  tone={plan.action.style ? undefined : highlighted ? 'primary' : 'secondary'}
                  className="w-full"
                />
              </div>
            </CardRows>
          );
        })}
      </ul>

      <div className="mx-auto mt-16 max-w-4xl">
        <h3 className="text-center text-xl font-semibold text-ink">{data.addOnsHeading}</h3>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {data.addOns.map((addOn) => (
            <li key={addOn.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h4 className="text-lg font-semibold text-ink">{addOn.name}</h4>
                <p className="font-semibold text-accent-strong">{addOn.price}</p>
              </div>
              <p className="mt-2 leading-relaxed text-slate-600">{addOn.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-start justify-center gap-2 text-center text-sm text-slate-600">
          <Icon name="sparkles" className="mt-0.5 size-4 flex-none text-accent-strong" />
          <span>{data.note}</span>
        </p>
      </div>
    </SectionShell>
  );
}
