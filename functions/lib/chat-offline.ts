/**
 * The offline assistant: answers the chat without any AI service, deterministically, from the site's own
 * content. It never echoes the visitor's words and never quotes a price: pricing and complex requests get
 * the contact-form answer, known topics their FAQ answer (or a solution's one-line summary), anything else
 * the fallback.
 */
import type { ChatAssistant } from '../../schema/chat.ts';
import type { ChatMessage } from '../../schema/chat-request.ts';
import type { SolutionKnowledge } from '../../pipeline/codegen/chat-knowledge.ts';
import { chatContent, solutionKnowledge } from './chat-content.ts';
import { fill } from '../../pipeline/validate/fill.ts';
import { quotesPrice } from './price-guard.ts';

/** Lower case, letters and digits only (a `$` is kept), single spaces, padded so whole-word tests are a substring test. */
export const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim()} `;

/** Whether the normalised text holds the keyword as whole words (a plural `s` allowed). */
export function mentions(normalisedText: string, keyword: string): boolean {
  const word = normalise(keyword).trim();
  if (word === '') return false;
  return normalisedText.includes(` ${word} `) || normalisedText.includes(` ${word}s `);
}

/** How well a list of keywords fits: the length of every keyword mentioned, so specific phrases win. */
const score = (normalisedText: string, keywords: readonly string[]) =>
  keywords.reduce(
    (total, keyword) => (mentions(normalisedText, keyword) ? total + normalise(keyword).trim().length : total),
    0,
  );

export const isConnectionTest = (history: readonly ChatMessage[], assistant: ChatAssistant = chatContent) =>
  history.length === 1 &&
  history[0]!.role === 'user' &&
  normalise(history[0]!.content) === normalise(assistant.connectionTest);

/** The offline answer to the last visitor message of a conversation (or to one question). */
export function offlineReply(
  conversation: readonly ChatMessage[] | string,
  assistant: ChatAssistant = chatContent,
  solutions: readonly SolutionKnowledge[] = solutionKnowledge,
): string {
  const question =
    typeof conversation === 'string'
      ? conversation
      : ([...conversation].reverse().find((message) => message.role === 'user')?.content ?? '');
  const reply = pick(question, assistant, solutions);
  // The last guard: whatever the content says, the offline assistant never quotes a price.
  return quotesPrice(reply) ? assistant.contactRedirect : reply;
}

function pick(question: string, assistant: ChatAssistant, solutions: readonly SolutionKnowledge[]): string {
  const text = normalise(question);
  if (text.trim() === '') return assistant.fallback;
  if (text === normalise(assistant.connectionTest)) return assistant.connectionTestReply;
  const asksPrice =
    quotesPrice(question) ||
    /\p{Sc}/u.test(question) ||
    assistant.offline.contactKeywords.some((keyword) => mentions(text, keyword));
  if (asksPrice || question.trim().length > assistant.offline.complexMessageLength) return assistant.contactRedirect;

  const withMore = (answer: string, link?: string) =>
    link ? `${answer}\n\n${fill(assistant.moreLink, { link })}` : answer;
  const best = <T>(items: readonly T[], keywords: (item: T) => readonly string[]) =>
    items.reduce<{ item?: T; score: number }>(
      (found, item) => {
        const points = score(text, keywords(item));
        return points > found.score ? { item, score: points } : found;
      },
      { score: 0 },
    ).item;

  const entry = best(
    assistant.faq.filter((candidate) => !quotesPrice(candidate.answer)),
    (candidate) => candidate.keywords,
  );
  if (entry) return withMore(entry.answer, entry.link);
  const solution = best(
    solutions.filter((candidate) => !quotesPrice(`${candidate.title} ${candidate.subtitle}`)),
    (candidate) => candidate.keywords,
  );
  if (solution)
    return withMore(
      fill(assistant.offline.solutionAnswer, { title: solution.title, subtitle: solution.subtitle }),
      solution.link,
    );
  return assistant.fallback;
}
