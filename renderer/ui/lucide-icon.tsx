/**
 * Lucide's icons as the site draws them: lucide-react's own component from a `lucide-react/icons/<name>` module,
 * always decorative (`aria-hidden`): its meaning is in the text beside it.
 */
import type { LucideIcon } from 'lucide-react';

export interface LucideIconProps {
  className?: string;
  strokeWidth?: number;
}

/** The icon of one `import * as module from 'lucide-react/icons/<name>'`. */
export function lucideIcon({ default: Drawn }: { default: LucideIcon }) {
  return function DecorativeIcon(props: LucideIconProps) {
    return <Drawn {...props} aria-hidden="true" />;
  };
}
