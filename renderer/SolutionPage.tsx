// TEMPORARY: replaced by the real simple solution layout in this session.
import type { Solution } from '../schema/solution.ts';

export function SolutionPage({ solution }: { solution: Solution; hasCaseStudy: boolean }) {
  return <h1>{solution.title}</h1>;
}
