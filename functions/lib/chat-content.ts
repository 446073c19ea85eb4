/** The chat assistant's content as the chat function reads it: data/chat.yaml and what we know of our solutions. */
import chatJson from '../../generated/chat.json' with { type: 'json' };
import knowledgeJson from '../../generated/chat-knowledge.json' with { type: 'json' };
import type { ChatAssistant } from '../../schema/chat.ts';
import type { SolutionKnowledge } from '../../pipeline/codegen/chat-knowledge.ts';

export const chatContent = chatJson as ChatAssistant;
export const solutionKnowledge = (knowledgeJson as { solutions: SolutionKnowledge[] }).solutions;
