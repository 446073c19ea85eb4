import type { SectionOf, SectionType } from '../content/types.ts';
import type { Tone } from '../ui/SectionShell.tsx';

export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  /** The background band, alternating down the page. */
  tone: Tone;
  /** The first section of a page holds its only top-level heading and loads its pictures at once. */
  isFirst: boolean;
}
