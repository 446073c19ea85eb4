import * as z from 'zod';
import { link, slug, text, textList } from './fields.ts';

const faqEntry = z
  .strictObject({
    id: slug('A short unique name for this answer, e.g. `services`.'),
    keywords: textList(
      'Words or phrases that make the offline assistant pick this answer, lower case, e.g. `chatbot`, `voice agent`.',
    ),
    answer: text('The answer, in two to four sentences. Never quote prices.'),
    link: link('Optional page to point the visitor to, e.g. `/services`.').optional(),
  })
  .describe('A question the assistant can answer without the AI service.')
  .meta({
    examples: [
      {
        id: 'voice-agents',
        keywords: ['voice agent', 'phone', 'receptionist'],
        answer:
          'Our AI voice agents answer every call, book appointments and send confirmations by text, day and night.',
        link: '/dental-ai-voice-agent',
      },
    ],
  });

export const chatAssistant = z
  .strictObject({
    title: text('Title of the chat panel, e.g. `Chat with us`.'),
    openLabel: text('Screen-reader label of the floating chat button, e.g. `Open chat`.'),
    closeLabel: text('Screen-reader label of the close button, e.g. `Close chat`.'),
    welcome: text('The first message, shown once when the panel opens.'),
    quickTopicsHeading: text('Heading over the quick topic buttons, e.g. `Quick Topics`.'),
    quickTopics: textList('Buttons that send their text as a question.'),
    inputLabel: text('Screen-reader label of the text box, e.g. `Your message`.'),
    inputPlaceholder: text('Hint shown in the empty text box.'),
    sendLabel: text('Label of the send button, e.g. `Send`.'),
    typingLabel: text('Shown while the assistant writes, e.g. `Typing...`.'),
    connectionTest: text('The text of the silent test message sent when the page loads, e.g. `test connection`.'),
    connectionTestReply: text('What the server answers to the test message.'),
    assistant: z
      .strictObject({
        persona: text('Who the assistant is, in one sentence; the start of its instructions.'),
        rules: textList('Rules the AI assistant must always follow, one per line.'),
      })
      .describe('Instructions for the AI assistant. Visitors never see them.'),
    faq: z
      .array(faqEntry)
      .min(1)
      .describe('Answers used when no AI service is configured; also the knowledge the offline assistant draws on.'),
    contactRedirect: text('Reply to pricing questions and complex requests: point to the contact form.'),
    fallback: text('Reply when the offline assistant does not recognise the question.'),
    moreLink: text(
      'Line the offline assistant adds under an answer that has a page to read; `{link}` becomes the page address, e.g. `More on this page: {link}`.',
    ),
    offline: z
      .strictObject({
        contactKeywords: textList(
          'Words or phrases that send a question straight to the contact form, lower case, e.g. `price`, `quote`, `contract`.',
        ),
        complexMessageLength: z
          .number()
          .int()
          .min(50)
          .describe(
            'A message longer than this many characters counts as a complex request and is sent to the contact form.',
          ),
        solutionAnswer: text(
          'How the offline assistant answers with one of our solutions; `{title}` and `{subtitle}` are filled in, e.g. `{title}: {subtitle}.`',
        ),
      })
      .describe('How the offline assistant (used when no AI service is configured) picks its answer.'),
    errors: z
      .strictObject({
        invalidRequest: text('Error answer (400) when the conversation sent to the chat function is not valid.'),
        conversationTooLong: text('Error answer (413) when the conversation is longer than the assistant accepts.'),
        busy: text('Error answer when the AI service is rate limited.'),
        unavailable: text('Error answer when the AI service fails or does not answer in time.'),
      })
      .describe(
        'Error texts of the chat function. Visitors never see them: the widget shows the error catalogue message instead.',
      ),
  })
  .describe('The chat assistant: panel words, quick topics, assistant rules and offline answers.');

export type ChatAssistant = z.infer<typeof chatAssistant>;
