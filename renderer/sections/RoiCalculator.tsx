/**
 * The ROI calculator: labelled number fields with their bounds (attributes only) and defaults, the Calculate button,
 * the results and the assumptions. The results are computed once from the defaults (so the pre-rendered page holds
 * them) but stay hidden until Calculate; any change to a field hides them again. The formula is `computeRoi`.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useData } from 'vike-react/useData';
import type { RoiInputName, RoiResultName } from '../../schema/roi-calculator.ts';
import type { PageData } from '../content/page-data.ts';
import { computeRoi, formatRoiResult, readRoiInputs, stripLeadingZeros } from '../logic/roi.ts';
import { CardRows } from '../ui/CardRows.tsx';
import { FIGURE, FIGURE_LABEL } from '../ui/figure.ts';
import { Icon } from '../ui/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import { SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

type Calculator = NonNullable<PageData['roiCalculator']>;

export function RoiCalculator(props: SectionProps<'roi-calculator'>) {
  const { roiCalculator: calculator } = useData<PageData>();
  return calculator ? (
    <Island name="roi-calculator" component={Calculator} props={{ ...props, calculator }} when="visible" />
  ) : null;
}

export function Calculator({ section, tone, calculator }: SectionProps<'roi-calculator'> & { calculator: Calculator }) {
  const key = section.id ?? 'roi-calculator';
  const fieldId = (name: string) => `${key}-${name}`;
  // Keys come in schema order; the names are read from the data so no schema code reaches the browser.
  const inputNames = Object.keys(calculator.inputs) as RoiInputName[];
  const resultNames = Object.keys(calculator.results) as RoiResultName[];

  const [values, setValues] = useState(
    () =>
      Object.fromEntries(inputNames.map((name) => [name, String(calculator.inputs[name].default)])) as Record<
        RoiInputName,
        string
      >,
  );
  const [results, setResults] = useState(() => computeRoi(readRoiInputs(values, inputNames), calculator.model));
  const [shown, setShown] = useState(false);
  // The button submits (so Enter in a field calculates) only once React runs: before that a submission would
  // reload the page with the figures in its address.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const change = (name: RoiInputName, raw: string) => {
    setValues((current) => ({ ...current, [name]: stripLeadingZeros(raw) }));
    setShown(false);
  };
  const calculate = (event: FormEvent) => {
    event.preventDefault();
    setResults(computeRoi(readRoiInputs(values, inputNames), calculator.model));
    setShown(true);
  };

  return (
    <SectionShell section={section} tone={tone}>
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
        <form className="p-6 sm:p-8" data-roi-form onSubmit={calculate} noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            {inputNames.map((name) => {
              const input = calculator.inputs[name];
              return (
                <div key={name} className="flex flex-col sm:odd:last:col-span-2">
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
                    value={values[name]}
                    onChange={(event) => change(name, event.currentTarget.value)}
                    data-roi-input={name}
                    className="mt-auto w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm transition-colors focus:border-accent-strong focus:outline-none focus:ring-2 focus:ring-accent-strong/30"
                  />
                </div>
              );
            })}
          </div>
          <button
            type={interactive ? 'submit' : 'button'}
            data-roi-calculate
            className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-accent-strong px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-sky-800"
          >
            <Icon name="calculator" className="size-5" />
            {calculator.calculateLabel}
          </button>
        </form>

        <div className="flex flex-col gap-8 border-t border-slate-200 bg-slate-50 p-6 sm:p-8 lg:border-l lg:border-t-0">
          <div aria-live="polite">
            <div data-roi-results hidden={!shown}>
              <h3 className="text-xl font-semibold text-ink">{calculator.resultsHeading}</h3>
              <dl className="mt-5 grid gap-3 sm:grid-cols-2">
                {resultNames.map((name) => {
                  const total = name === 'totalMonthlyBenefit' || name === 'annualROI';
                  return (
                    <CardRows
                      parts={2}
                      key={name}
                      className={`rounded-xl border p-4 ${total ? 'border-accent-strong bg-accent-strong text-white' : 'border-slate-200 bg-white'}`}
                    >
                      <dt className={`${FIGURE_LABEL} mt-1 text-sm ${total ? 'text-sky-100' : 'text-slate-600'}`}>
                        {calculator.results[name].label}
                      </dt>
                      <dd
                        className={`${FIGURE} text-2xl font-extrabold tracking-tight ${total ? 'text-white' : 'text-ink'}`}
                        data-roi-result={name}
                        data-format={calculator.results[name].format}
                      >
                        {formatRoiResult(results[name], calculator.results[name].format, calculator)}
                      </dd>
                    </CardRows>
                  );
                })}
              </dl>
            </div>
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
