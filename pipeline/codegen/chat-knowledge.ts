/**
 * What the offline chat assistant knows about our solutions, taken from data/solutions/*.yaml by codegen
 * (generated/chat-knowledge.json), so the chat function can answer from the site's own content without
 * reading YAML at run time. Only the words it may repeat: title, subtitle, the words that identify it.
 */
import type { SourceFile } from '../validate/load.ts';

export interface SolutionKnowledge {
  id: string;
  title: string;
  subtitle: string;
  /** Lower-case words and phrases that point at this solution: its industries, kinds and functions. */
  keywords: string[];
  link: string;
}

export function chatKnowledge(sources: readonly SourceFile[]): { solutions: SolutionKnowledge[] } {
  const solutions = sources
    .filter((source) => source.kind.name === 'solution')
    .flatMap((source) => (source.parsed ? [source.parsed as Record<string, unknown>] : []))
    .map((item) => {
      const list = (key: string) => (Array.isArray(item[key]) ? (item[key] as string[]) : []);
      const keywords = [String(item.title), String(item.company ?? ''), ...list('industry'), ...list('solutionType')]
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word.length > 2);
      return {
        id: String(item.id),
        title: String(item.title),
        subtitle: String(item.subtitle),
        keywords: [...new Set(keywords)],
        link: `/solutions/${String(item.id)}`,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  return { solutions };
}
