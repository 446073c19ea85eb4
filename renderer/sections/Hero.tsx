import { ButtonRow } from '../ui/ActionButton.tsx';
import { Image } from '../ui/Image.tsx';
import type { SectionProps } from './types.ts';

export function Hero({ section, isFirst }: SectionProps<'hero'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  const picture = section.image ?? section.carousel?.[0];
  return (
    <section id={section.id} className="relative overflow-hidden bg-gradient-to-b from-sky-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-sky-200/40 blur-3xl" />
      <div className={`relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 ${picture ? 'lg:grid-cols-2' : ''}`}>
        <div className={picture ? '' : 'mx-auto max-w-3xl text-center'}>
          {section.eyebrow && <p className="mb-4 inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">{section.eyebrow}</p>}
          <Heading className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">{section.heading}</Heading>
          {section.tagline && <p className="mt-6 text-lg leading-relaxed text-slate-600 sm:text-xl">{section.tagline}</p>}
          {section.intro && <p className="mt-4 text-base leading-relaxed text-slate-600">{section.intro}</p>}
          {section.actions && <ButtonRow buttons={section.actions} className={`mt-8 ${picture ? '' : 'justify-center'}`} />}
          {section.counters && (
            <dl className={`mt-10 grid grid-cols-3 gap-4 ${picture ? '' : 'mx-auto max-w-2xl'}`}>
              {section.counters.map((counter) => (
                <div key={counter.label} className="rounded-xl border border-slate-200 bg-white/80 p-4 text-center shadow-sm">
                  <dt className="order-2 mt-1 text-xs font-medium text-slate-600 sm:text-sm">{counter.label}</dt>
                  <dd className="text-2xl font-extrabold text-accent-strong sm:text-3xl" data-counter={counter.value}>
                    {counter.value}
                    {counter.suffix}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {section.stats && (
            <dl className={`mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4 ${picture ? 'lg:grid-cols-2' : ''}`}>
              {section.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white/80 p-4 shadow-sm">
                  <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
                  <dd className="text-2xl font-extrabold text-ink">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {picture && (
          <div className="relative">
            <Image image={picture} eager={isFirst} className="h-auto w-full rounded-2xl border border-slate-200 shadow-xl" />
          </div>
        )}
      </div>
    </section>
  );
}
