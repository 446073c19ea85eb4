/**
 * Lucide's icons, drawn by one small component from the shapes each `lucide-react/icons/<name>` module carries
 * (its `__iconData`). lucide-react's own component works out every icon's attributes again on each render (merged
 * classes, defaults, context, aliases): three times the time of this one, and a build renders 20 to 150 icons on each
 * of its pages. The markup is the same as lucide-react's: its attributes and its `lucide lucide-<name>` classes.
 */

type Shape = readonly [tag: string, attributes: Readonly<Record<string, string>>];
interface IconData {
  name: string;
  node: readonly Shape[];
}

export interface LucideIconProps {
  className?: string;
  strokeWidth?: number;
}

/**
 * The shapes of one `import * as module from 'lucide-react/icons/<name>'`, or a clear error if it has none: a module
 * under an old name (an alias) only re-exports the component, so import the icon by its current name.
 */
function iconData(module: object): IconData {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data || !Array.isArray(data.node)) {
    throw new Error(
      'A lucide-react/icons module without __iconData: import the icon by its current name, not an alias (renderer/ui/lucide-icon.tsx)',
    );
  }
  return data;
}

/** The icon of one lucide-react/icons module, always decorative (`aria-hidden`): its meaning is in the text beside it. */
export function lucideIcon(module: object) {
  const { name, node } = iconData(module);
  const classes = `lucide lucide-${name}`;
  return function LucideIcon({ className, strokeWidth = 2 }: LucideIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden="true"
      >
        {node.map(([Tag, { key, ...attributes }]) => (
          <Tag key={key} {...attributes} />
        ))}
      </svg>
    );
  };
}
