/**
 * A text that states facts (`Starting at {price:chatbots}`), shown as what it says: its words, and each fact as a chip
 * that names it and its value (`Chatbots starting price: $699 ↗`), a link to the field the fact is written in, with a
 * button to remove it. A chip is never typed over: its words are not the text's, the fact is (one fact, one place).
 * "Insert a fact" puts one where the caret was. The file keeps the placeholder, as written.
 *
 * The box is a text box of its own (role textbox, contenteditable), labelled and described as any field's control; the
 * chips inside are not editable, and their link and button are reached with Tab from it. The browser edits the words;
 * the chips are drawn here from the value, and the value is read back from the box after each change.
 */
import { useLayoutEffect, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FieldBase } from '../../../pipeline/codegen/field-model.ts';
import { PLACEHOLDER } from '../../../pipeline/validate/fill.ts';
import type { Fact } from '../../lib/facts.ts';
import { useFormEnv, type FormEnv } from '../env.ts';
import { FieldFrame } from '../frame.tsx';
import './fact-text.css';

/** Whether a text holds a placeholder (`{price:chatbots}`, `{year}`): its text box shows it as a fact. */
export const holdsPlaceholder = (text: unknown) =>
  typeof text === 'string' && new RegExp(PLACEHOLDER.source).test(text);

const CHIP = 'ed-fact';

/** The text a box holds: its words as typed, each chip as its placeholder, a line break as a new line. */
function textOf(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child instanceof Text) text += child.data;
    else if (child instanceof HTMLElement && child.dataset.placeholder) text += `{${child.dataset.placeholder}}`;
    else if (child instanceof HTMLBRElement) text += '\n';
    // The browser may wrap a new line in an element of its own.
    else if (child instanceof HTMLElement) text += `${text && !text.endsWith('\n') ? '\n' : ''}${textOf(child)}`;
  }
  return text;
}

/** A fact's chip: a link to its field (where it has one) with its words and value, and a button to remove it. */
function chip(name: string, env: FormEnv): HTMLElement {
  const fact: Fact | undefined = env.facts().get(name);
  const words = fact?.words ?? env.factWords(name);
  const element = document.createElement('span');
  element.className = CHIP;
  element.contentEditable = 'false';
  element.dataset.placeholder = name;
  const label = fact ? `${words}: ${fact.value}` : words;
  const link = document.createElement(fact?.ref ? 'a' : 'span');
  link.className = 'ed-fact-name';
  link.title = fact?.ref ? `${label}: open the field it is written in` : label;
  link.textContent = fact?.ref ? `${label} ↗` : label;
  if (link instanceof HTMLAnchorElement && fact?.ref) link.href = env.fieldHash(fact.ref);
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.className = 'ed-fact-remove';
  remove.setAttribute('aria-label', `Remove “${words}”`);
  remove.textContent = '×';
  element.append(link, remove);
  return element;
}

/** Draws `text` into the box: its words as text, its placeholders as chips. */
function draw(box: HTMLElement, text: string, env: FormEnv) {
  const nodes: Node[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) nodes.push(document.createTextNode(text.slice(at, match.index)));
    nodes.push(chip(match[1]!, env));
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(document.createTextNode(text.slice(at)));
  box.replaceChildren(...nodes);
}

/** The facts to insert, by kind, each by its words and value. */
function factGroups(facts: ReadonlyMap<string, Fact>) {
  const groups: Array<{ label: string; kind: string }> = [
    { label: 'Prices', kind: 'price' },
    { label: 'Figures', kind: 'stat' },
    { label: 'Summaries', kind: 'summary' },
  ];
  const all = [...facts.values()];
  return {
    groups: groups.map((group) => ({
      ...group,
      facts: all.filter((fact) => fact.name.startsWith(`${group.kind}:`)),
    })),
    other: all.filter((fact) => !groups.some((group) => fact.name.startsWith(`${group.kind}:`))),
  };
}

const clipped = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function FactTextBox({
  field,
  name,
  multiline,
  focusAtEnd = false,
}: {
  field: FieldBase;
  name: string;
  multiline: boolean;
  /** Take the focus once drawn, the caret at the end (the box took the place of a text box being typed in). */
  focusAtEnd?: boolean;
}) {
  const env = useFormEnv();
  const { control } = useFormContext();
  const { field: value } = useController({ name, control });
  const box = useRef<HTMLDivElement>(null);
  /** Where the caret was in the box when it last had it: a fact is inserted there. */
  const caret = useRef<Range>(undefined);
  const text = typeof value.value === 'string' ? value.value : '';

  // The box shows the value: drawn anew when the value changed other than by typing in it (a fix, a reset).
  useLayoutEffect(() => {
    if (box.current && textOf(box.current) !== text) draw(box.current, text, env);
  }, [text, env]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!focusAtEnd || !element) return;
    element.focus();
    getSelection()?.selectAllChildren(element);
    getSelection()?.collapseToEnd();
    // Once, as the box is drawn.
  }, []);

  useLayoutEffect(() => {
    const remember = () => {
      const selection = getSelection();
      const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : undefined;
      if (range && box.current?.contains(range.startContainer)) caret.current = range.cloneRange();
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  const changed = () => {
    if (box.current) value.onChange(textOf(box.current));
  };

  const insert = (name: string) => {
    const element = box.current;
    if (!element) return;
    const range = caret.current ?? document.createRange();
    if (!caret.current) (range.selectNodeContents(element), range.collapse(false));
    range.deleteContents();
    const added = chip(name, env);
    range.insertNode(added);
    // The caret after the chip, to type on.
    range.setStartAfter(added);
    range.collapse(true);
    element.focus();
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    changed();
  };

  const { groups, other } = factGroups(env.facts());
  return (
    <FieldFrame field={field} name={name}>
      {({ id, labelId, describedBy, invalid }) => (
        <>
          <div
            ref={(element) => {
              box.current = element;
              value.ref(element);
            }}
            id={id}
            className="ed-fact-text"
            role="textbox"
            contentEditable
            suppressContentEditableWarning
            spellCheck
            aria-multiline={multiline || undefined}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={field.required || undefined}
            onFocus={() => env.focused(name)}
            onBlur={value.onBlur}
            onInput={changed}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // A one-line text has no new line; in a longer one, Enter starts one.
              event.preventDefault();
              if (multiline) document.execCommand('insertLineBreak');
            }}
            onPaste={(event) => {
              // Words only: what was copied elsewhere comes without its look.
              event.preventDefault();
              const pasted = event.clipboardData.getData('text/plain');
              document.execCommand('insertText', false, multiline ? pasted : pasted.replace(/\s*\n\s*/g, ' '));
            }}
            onClick={(event) => {
              const remove = (event.target as Element).closest('.ed-fact-remove');
              if (!remove) return;
              remove.closest(`.${CHIP}`)?.remove();
              box.current?.focus();
              changed();
            }}
          />
          <select
            className="ed-insert-fact"
            aria-label={`Insert a fact into ${field.label}`}
            value=""
            onChange={(event) => event.target.value && insert(event.target.value)}
          >
            <option value="">Insert a fact…</option>
            {groups.map(
              (group) =>
                group.facts.length > 0 && (
                  <optgroup key={group.kind} label={group.label}>
                    {group.facts.map((fact) => (
                      <option key={fact.name} value={fact.name}>
                        {clipped(`${fact.words}: ${fact.value}`)}
                      </option>
                    ))}
                  </optgroup>
                ),
            )}
            {other.map((fact) => (
              <option key={fact.name} value={fact.name}>
                {`${fact.words}: ${fact.value}`}
              </option>
            ))}
          </select>
        </>
      )}
    </FieldFrame>
  );
}
