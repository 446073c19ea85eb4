/**
 * Brand marks for the technologies the site names (logos sections, a solution's tech stack), from simple-icons (CC0).
 * Only the marks listed here reach the build, each drawn in the text colour around it (brand colours on white fail
 * the 3:1 contrast non-text needs). A technology is matched by the start of its name, so `Supabase (PostgreSQL and
 * row-level security)` shows Supabase's mark; a name the set has no mark for is typeset alone.
 * tests/unit/technology-marks.test.ts fails when the content names a technology simple-icons has and this list lacks.
 */
import {
  siAirtable,
  siGoogle,
  siGooglecalendar,
  siI18next,
  siMake,
  siMeta,
  siN8n,
  siNextdotjs,
  siPostgresql,
  siQuickbooks,
  siReact,
  siSquare,
  siStripe,
  siSupabase,
  type SimpleIcon,
} from 'simple-icons';

export const TECHNOLOGY_MARKS: readonly SimpleIcon[] = [
  siAirtable,
  siGoogle,
  siGooglecalendar,
  siI18next,
  siMake,
  siMeta,
  siN8n,
  siNextdotjs,
  siPostgresql,
  siQuickbooks,
  siReact,
  siSquare,
  siStripe,
  siSupabase,
];

/**
 * The mark among `marks` whose product name begins `name` as whole words (`Google Calendar` before `Google`), if any.
 */
export function markFor(name: string, marks: readonly SimpleIcon[] = TECHNOLOGY_MARKS): SimpleIcon | undefined {
  const wanted = name.trim().toLowerCase();
  let best: SimpleIcon | undefined;
  for (const mark of marks) {
    const title = mark.title.toLowerCase();
    const whole = wanted === title || (wanted.startsWith(title) && /[^\p{L}\p{N}]/u.test(wanted[title.length]!));
    if (whole && title.length > (best?.title.length ?? 0)) best = mark;
  }
  return best;
}

/** A technology's brand mark as inline SVG, or nothing; decorative: the product's name is always written beside it. */
export function TechnologyMark({ name, className }: { name: string; className: string }) {
  const mark = markFor(name);
  return mark ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={mark.path} />
    </svg>
  ) : null;
}

/**
 * A technology's logo: its mark (when the set has one) and its name, typeset, as one image named after the product.
 */
export function TechnologyLogo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={name}
      data-technology-logo={markFor(name)?.slug ?? 'wordmark'}
      className={`inline-flex items-center gap-3 ${className}`}
    >
      <TechnologyMark name={name} className="size-9 flex-none" />
      <span>{name}</span>
    </span>
  );
}
