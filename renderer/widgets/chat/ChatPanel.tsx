/**
 * The chat panel (loaded on first open): title and close button, the welcome message (once), quick topics,
 * the messages (announced as they arrive), 'Typing...' while waiting, and a text box that grows between 40
 * and 120 pixels. Enter sends, Shift+Enter adds a line, Escape closes.
 */
import * as sendIcon from 'lucide-react/icons/send';
import * as xIcon from 'lucide-react/icons/x';
import { lucideIcon } from '../../ui/lucide-icon.tsx';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import chat from '../../../generated/chat-widget.json';
import { CHAT_LIMITS } from '../../../schema/chat-limits.ts';
import { askChat } from '../../logic/chat-client.ts';
import {
  historyForRequest,
  INPUT_HEIGHT,
  inputHeight,
  linkParts,
  sendsOnKey,
  textToSend,
  type ChatEntry,
} from '../../logic/chat.ts';
import { site } from '../../site.ts';

const Send = lucideIcon(sendIcon);
const X = lucideIcon(xIcon);

let nextId = 0;
const entry = (type: ChatEntry['type'], content: string, welcome = false): ChatEntry => ({
  id: `chat-${(nextId += 1)}`,
  type,
  content,
  timestamp: Date.now(),
  ...(welcome ? { welcome } : {}),
});

export interface ChatPanelProps {
  id: string;
  open: boolean;
  /** The chat failed: nothing more can be sent. */
  disabled: boolean;
  onClose: () => void;
  /** A send failed: the widget goes away. */
  onFailure: () => void;
}

export default function ChatPanel({ id, open, disabled, onClose, onFailure }: ChatPanelProps) {
  const titleId = useId();
  const [entries, setEntries] = useState<ChatEntry[]>(() => [entry('bot', chat.welcome, true)]);
  const [input, setInput] = useState('');
  const [waiting, setWaiting] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Synchronous guards, so a second Enter before React re-renders cannot send twice.
  const busy = useRef(false);
  const history = useRef(entries);
  history.current = entries;

  useEffect(() => {
    if (open) box.current?.focus();
  }, [open]);

  // Escape closes from anywhere while the panel is open (focus may have left it, e.g. when the box is disabled).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // After a failure the box is disabled: focus goes to the close button so the panel can still be closed.
  useEffect(() => {
    if (disabled && open) closeButton.current?.focus();
  }, [disabled, open]);

  useEffect(() => {
    const scroller = list.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [entries, waiting]);

  const fitBox = () => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${inputHeight(element.scrollHeight)}px`;
  };

  const resetBox = () => {
    if (box.current) box.current.style.height = `${INPUT_HEIGHT.min}px`;
  };

  async function send(raw: string) {
    const text = textToSend(raw, disabled || busy.current);
    if (text === undefined) return;
    busy.current = true;
    const conversation = [...history.current, entry('user', text)];
    history.current = conversation;
    setEntries(conversation);
    setInput('');
    resetBox();
    setWaiting(true);
    try {
      const reply = await askChat(historyForRequest(conversation));
      setEntries((current) => [...current, entry('bot', reply)]);
    } catch {
      setEntries((current) => [...current, entry('bot', site.messages.chat.technicalDifficulties)]);
      onFailure();
    } finally {
      busy.current = false;
      setWaiting(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(input);
  };

  const onBoxKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    void send(input);
  };

  const cannotSend = disabled || waiting;

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed bottom-40 right-4 z-40 flex h-[min(34rem,calc(100dvh-12rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
    >
      <header className="flex flex-none items-center justify-between gap-3 bg-ink px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {chat.title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          aria-label={chat.closeLabel}
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div ref={list} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        <div role="log" aria-live="polite" aria-relevant="additions" className="flex flex-col gap-3">
          {entries.map((message, index) => (
            <div key={message.id} className="contents">
              <Bubble message={message} />
              {index === 0 && <QuickTopics disabled={cannotSend} onPick={(topic) => void send(topic)} />}
            </div>
          ))}
        </div>
        {waiting && (
          <p role="status" className="text-sm italic text-slate-600">
            {chat.typingLabel}
          </p>
        )}
      </div>

      <form onSubmit={onSubmit} className="flex flex-none items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {chat.inputLabel}
        </label>
        <textarea
          ref={box}
          id={`${id}-input`}
          rows={1}
          value={input}
          maxLength={CHAT_LIMITS.maxMessageChars}
          placeholder={chat.inputPlaceholder}
          disabled={disabled}
          onChange={(event) => {
            setInput(event.target.value);
            fitBox();
          }}
          onKeyDown={onBoxKey}
          style={{ height: INPUT_HEIGHT.min }}
          className="block min-h-10 max-h-30 flex-1 resize-none overflow-y-auto rounded-lg border-0 bg-slate-50 px-3 py-2 text-sm leading-6 text-ink ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-strong disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={cannotSend || input.trim() === ''}
          className="inline-flex h-10 flex-none items-center gap-1.5 rounded-lg bg-accent-strong px-3 text-sm font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden="true" />
          {chat.sendLabel}
        </button>
      </form>
    </section>
  );
}

function Bubble({ message }: { message: ChatEntry }) {
  const mine = message.type === 'user';
  return (
    <div
      data-chat-message={message.type}
      className={`max-w-[90%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm leading-6 ${mine ? 'self-end rounded-br-sm bg-accent-strong text-white' : 'self-start rounded-bl-sm bg-slate-100 text-ink'}`}
    >
      {linkParts(message.content).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            className={`font-semibold underline underline-offset-2 ${mine ? 'text-white' : 'text-accent-strong'}`}
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}

function QuickTopics({ disabled, onPick }: { disabled: boolean; onPick: (topic: string) => void }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3">
      <p id={headingId} className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {chat.quickTopicsHeading}
      </p>
      <div className="flex flex-wrap gap-2">
        {chat.quickTopics.map((topic) => (
          <button
            key={topic}
            type="button"
            disabled={disabled}
            onClick={() => onPick(topic)}
            className="rounded-full border border-accent-strong/40 bg-white px-3 py-1 text-left text-xs font-medium text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-60"
          >
            {topic}
          </button>
        ))}
      </div>
    </div>
  );
}
