import * as arrowDownIcon from 'lucide-react/icons/arrow-down';
import * as chevronDownIcon from 'lucide-react/icons/chevron-down';
import * as maximize2Icon from 'lucide-react/icons/maximize-2';
import * as trendingUpIcon from 'lucide-react/icons/trending-up';
import { lucideIcon } from '../ui/lucide-icon.tsx';
import { Image } from '../ui/Image.tsx';
import { CheckList, SectionShell } from '../ui/SectionShell.tsx';
import type { SectionProps } from './types.ts';

const ArrowDown = lucideIcon(arrowDownIcon);
const ChevronDown = lucideIcon(chevronDownIcon);
const Maximize2 = lucideIcon(maximize2Icon);
const TrendingUp = lucideIcon(trendingUpIcon);

type Block = SectionProps<'function-blocks'>['section']['blocks'][number];
type Labels = SectionProps<'function-blocks'>['section']['labels'];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small heading repeated inside every block. */
const Label = ({ children }: { children: string }) => (
  <h4 className="text-sm font-bold uppercase tracking-wider text-slate-700">{children}</h4>
);

function BlockCard({
  block,
  labels,
  number,
  anchor,
  open,
}: {
  block: Block;
  labels: Labels;
  number: number;
  anchor: string;
  open: boolean;
}) {
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* A disclosure keeps the long page scannable; its text stays in the HTML for search engines and find-in-page. */}
      <details open={open} className="group/block">
        <summary className="grid cursor-pointer list-none grid-cols-[auto_1fr_auto] items-center gap-x-4 bg-gradient-to-r from-sky-50 to-white p-5 group-open/block:border-b group-open/block:border-slate-100 sm:items-start sm:gap-x-6 sm:p-8 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="inline-flex size-11 flex-none items-center justify-center rounded-xl bg-accent-strong text-base font-bold tabular-nums text-white shadow-sm sm:row-span-2 sm:size-12 sm:text-lg"
          >
            {String(number).padStart(2, '0')}
          </span>
          <h3 id={`${anchor}-title`} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {block.title}
          </h3>
          <ChevronDown
            aria-hidden="true"
            strokeWidth={2.25}
            className="size-6 flex-none text-accent-strong transition-transform group-open/block:rotate-180 sm:row-span-2 sm:mt-3"
          />
          <span className="col-span-3 mt-3 block max-w-3xl leading-relaxed text-slate-600 sm:col-span-1 sm:col-start-2 sm:mt-2">
            {block.description}
          </span>
        </summary>

        <div className="space-y-8 p-5 sm:p-8">
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
            <div>
              <Label>{labels.automations}</Label>
              <CheckList items={block.automations} className="mt-4 leading-relaxed" />
            </div>

            <dl>
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
                <dt className="text-xs font-bold uppercase tracking-wider text-slate-600">{labels.before}</dt>
                <dd className="mt-2 leading-relaxed text-slate-600">{block.beforeAfter.before}</dd>
              </div>
              <div className="relative mt-3 rounded-xl border border-sky-200 border-l-4 border-l-accent bg-accent-soft/70 p-5">
                <dt className="text-xs font-bold uppercase tracking-wider text-accent-strong">{labels.after}</dt>
                <dd className="mt-2 leading-relaxed text-slate-800">
                  <span
                    aria-hidden="true"
                    className="absolute -top-5 left-1/2 inline-flex size-8 -translate-x-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-accent-strong shadow-sm"
                  >
                    <ArrowDown className="size-4" strokeWidth={2.5} />
                  </span>
                  {block.beforeAfter.after}
                </dd>
              </div>
            </dl>
          </div>

          <div>
            <Label>{labels.results}</Label>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {block.results.map((result) => (
                <li
                  key={result}
                  className="flex gap-2.5 rounded-xl border border-sky-100 bg-sky-50/70 p-4 text-sm font-medium leading-snug text-slate-700"
                >
                  <TrendingUp
                    className="mt-px size-4 flex-none text-accent-strong"
                    aria-hidden="true"
                    strokeWidth={2.25}
                  />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </div>

          {block.caseStudy && (
            <div className="rounded-xl bg-ink p-5 sm:flex sm:items-center sm:gap-8 sm:p-6">
              <p className="text-2xl font-extrabold tracking-tight text-sky-300 sm:w-2/5 sm:flex-none sm:text-3xl">
                {block.caseStudy.metric}
              </p>
              <p className="mt-2 leading-relaxed text-slate-300 sm:mt-0 sm:border-l sm:border-slate-700 sm:pl-8">
                {block.caseStudy.text}
              </p>
            </div>
          )}

          {block.diagram && (
            /* On phones the diagram is small, so it links to the full-size drawing. */
            <a
              href={block.diagram.src}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative mx-auto block max-w-4xl rounded-xl"
            >
              <Image
                image={block.diagram}
                className="h-auto w-full rounded-xl border border-slate-200 bg-slate-50 transition-shadow group-hover:shadow-md"
              />
              <span
                aria-hidden="true"
                className="absolute bottom-2 right-2 inline-flex size-8 items-center justify-center rounded-lg border border-slate-200 bg-white/90 text-slate-700 shadow-sm sm:hidden"
              >
                <Maximize2 className="size-4" strokeWidth={2.25} />
              </span>
            </a>
          )}
        </div>
      </details>
    </article>
  );
}

export function FunctionBlocks({ section, tone }: SectionProps<'function-blocks'>) {
  const prefix = section.id ?? 'function';
  const anchors = section.blocks.map((block) => `${prefix}-${slug(block.title)}`);
  return (
    <SectionShell section={section} tone={tone}>
      {section.blocks.length > 3 && (
        <ul className="-mt-4 mb-12 flex flex-wrap justify-center gap-2">
          {section.blocks.map((block, index) => (
            <li key={block.title}>
              <a
                href={`#${anchors[index]}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:border-accent-strong hover:text-accent-strong"
              >
                <span aria-hidden="true" className="tabular-nums text-accent-strong">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {block.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ol className="space-y-6">
        {section.blocks.map((block, index) => (
          <li key={block.title}>
            <BlockCard
              block={block}
              labels={section.labels}
              number={index + 1}
              anchor={anchors[index]!}
              open={index === 0}
            />
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
