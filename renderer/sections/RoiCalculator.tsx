/**
 * The ROI calculator's static form: labelled number fields with their bounds and defaults, the Calculate button,
 * the results (hidden until the calculation shows them) and the assumptions. The calculation attaches to the
 * `data-roi-*` hooks.
 */
import { useData } from 'vike-react/useData';
import type { RoiInputName, RoiResultName } from '../../schema/roi-calculator.ts';
import type { PageData } from '../content/page-data.ts';
import { Icon } from '../ui/Icon.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

export function RoiCalculator({ section, tone }: SectionProps<'roi-calculator'>) {
  const { roiCalculator: calculator } = useData<PageData>();
  if (!calculator) return null;
  const key = section.id ?? 'roi-calculator';
  const fieldId = (name: string) => `${key}-${name}`;
  // Keys come in schema order; the names are read from the data so no schema code reaches the browser.
  const inputNames = Object.keys(calculator.inputs) as RoiInputName[];
  const resultNames = Object.keys(calculator.results) as RoiResultName[];

  return (
    <SectionShell section={section} tone={tone}>
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
        <form className="p-6 sm:p-8" data-roi-form onSubmit={(event) => event.preventDefault()} noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            {inputNames.map((name) => {
              const input = calculator.inputs[name];
              return (
                <div key={name} className="flex flex-col">
                  <label htmlFor={fieldId(name)} className="mb-1.5 text-sm font-medium text-slate-700">
                    {input.label}
                  </label>
                  <input
                    id={fieldId(name)}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={input.min}
                    max={input.max}
                    defaultValue={input.default}
                    data-roi-input={name}
                    className="mt-auto w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm transition-colors focus:border-accent-strong focus:outline-none focus:ring-2 focus:ring-accent-strong/30"
                  />
                </div>
              );
            })}
          </div>
          <button
            type="button"
            data-roi-calculate
            className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-strong px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-sky-800"
          >
            <Icon name="calculator" className="size-5" />
            {calculator.calculateLabel}
          </button>
        </form>

        <div className="flex flex-col gap-8 border-t border-slate-200 bg-slate-50 p-6 sm:p-8 lg:border-l lg:border-t-0">
          <div data-roi-results hidden aria-live="polite">
            <h3 className="text-xl font-semibold text-ink">{calculator.resultsHeading}</h3>
            <dl className="mt-5 grid gap-3 sm:grid-cols-2">
              {resultNames.map((name) => {
                const total = name === 'totalMonthlyBenefit' || name === 'annualROI';
                return (
                  <div
                    key={name}
                    className={`flex flex-col-reverse justify-end rounded-xl border p-4 ${total ? 'border-accent-strong bg-accent-strong text-white' : 'border-slate-200 bg-white'}`}
                  >
                    <dt className={`mt-1 text-sm ${total ? 'text-sky-100' : 'text-slate-600'}`}>{calculator.results[name].label}</dt>
                    <dd className={`text-2xl font-extrabold tracking-tight ${total ? 'text-white' : 'text-ink'}`} data-roi-result={name} data-format={calculator.results[name].format} />
                  </div>
                );
              })}
            </dl>
          </div>

          <div>
            <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
              <Icon name="lightbulb" className="size-5 text-accent-strong" />
              {calculator.assumptionsHeading}
            </h3>
            <ul className="mt-3 space-y-2 text-sm leading-relaxed text-slate-600">
              {calculator.assumptions.map((assumption) => (
                <li key={assumption} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 flex-none rounded-full bg-accent-strong" />
                  <span>{assumption}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
