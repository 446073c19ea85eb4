/**
 * A button from content: a link (`href`) or a button that opens one of the site's windows (`opens`).
 * Windows listen for the window events below; the contact form, booking popup and chat own their behaviour.
 */
import type { Button } from '../content/types.ts';

export { WINDOW_EVENTS } from '../islands/window-events.ts';

const styles = {
  primary: 'bg-accent-strong text-white shadow-sm hover:bg-sky-800 px-6 py-3',
  secondary: 'border border-slate-300 bg-white text-ink hover:border-accent-strong hover:text-accent-strong px-6 py-3',
  ghost: 'text-accent-strong hover:text-sky-900 underline-offset-4 hover:underline px-0 py-1',
  inverse: 'bg-white text-ink shadow-sm hover:bg-sky-50 px-6 py-3',
} as const;

export type ButtonTone = keyof typeof styles;

export const isExternal = (href: string) => /^https?:\/\//.test(href);

export function ActionButton({
  button,
  tone,
  className = '',
}: {
  button: Button;
  tone?: ButtonTone;
  className?: string;
}) {
  const look = `inline-flex items-center justify-center gap-2 rounded-lg text-base font-semibold transition-colors ${styles[tone ?? button.style ?? 'primary']} ${className}`;
  if (button.href !== undefined) {
    const external = isExternal(button.href);
    return (
      <a href={button.href} className={look} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {button.label}
      </a>
    );
  }
  const opens = button.opens!;
  return (
    <button
      type="button"
      className={look}
      data-opens={opens}
      // The page's script sends the window event (renderer/islands/client.ts), so the button needs no hydration.
      data-when-unavailable={opens === 'booking' ? (button.whenBookingUnavailable ?? 'new-tab') : undefined}
    >
      {button.label}
    </button>
  );
}

export function ButtonRow({
  buttons,
  tone,
  className = '',
}: {
  buttons: Button[];
  tone?: (index: number) => ButtonTone | undefined;
  className?: string;
}) {
  // On a phone the buttons stack, each as wide as the column; from small screens up they sit side by side.
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {buttons.map((button, index) => (
        <ActionButton key={button.label} button={button} tone={tone?.(index)} className="w-full sm:w-auto" />
      ))}
    </div>
  );
}
