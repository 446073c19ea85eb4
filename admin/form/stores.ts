/**
 * Small stores the form's fields subscribe to one by one, so a keystroke re-draws only what it changes: the
 * mistakes by field name (the validator's, mapped by their path, and the number fields' own), and which list items
 * are unfolded. Field names are react-hook-form's dotted paths of the entry's data (`sections.2.heading`).
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

/** A store whose subscribers are told of each change (for useSyncExternalStore). */
export class Subscribable {
  private listeners = new Set<Listener>();
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  protected changed() {
    for (const listener of this.listeners) listener();
  }
}

/**
 * The mistakes of the open entry, by field name: the validator's for the whole entry, and each field's own. Kept
 * here rather than in react-hook-form's error state: a check replaces the mistakes of every field at once, and this
 * store tells its subscribers once per check while each field re-draws only when its own mistake changed
 * (useSyncExternalStore compares the text); a field's own mistake (a number that is not one) also has to outlive
 * the checks, which know nothing of it.
 */
export class MistakeStore extends Subscribable {
  private checked = new Map<string, string>();
  private ownMistakes = new Map<string, string>();
  private aboutFacts = new Set<string>();

  /**
   * The validator's mistakes after a check (they replace the last check's); `aboutFacts`: the fields whose mistake is
   * about a fact (a figure typed where a fact belongs), whose text box then offers the facts to insert.
   */
  setChecked(mistakes: ReadonlyMap<string, string>, aboutFacts: ReadonlySet<string> = new Set()) {
    const same =
      mistakes.size === this.checked.size &&
      [...mistakes].every(([name, text]) => this.checked.get(name) === text) &&
      aboutFacts.size === this.aboutFacts.size &&
      [...aboutFacts].every((name) => this.aboutFacts.has(name));
    if (same) return;
    this.checked = new Map(mistakes);
    this.aboutFacts = new Set(aboutFacts);
    this.changed();
  }

  /** Whether the field's mistake is about a fact. */
  isAboutFacts = (name: string) => this.aboutFacts.has(name);

  /** A field's own mistake (a number that is not one), or `undefined` once it is fixed. */
  setOwn(name: string, mistake: string | undefined) {
    if (this.ownMistakes.get(name) === mistake) return;
    if (mistake === undefined) this.ownMistakes.delete(name);
    else this.ownMistakes.set(name, mistake);
    this.changed();
  }

  clearOwn() {
    if (this.ownMistakes.size === 0) return;
    this.ownMistakes.clear();
    this.changed();
  }

  /** The field's own mistake first: it explains what the validator would say about the text. */
  at = (name: string) => this.ownMistakes.get(name) ?? this.checked.get(name);

  /** How many mistakes lie at or inside `name` (a folded item tells how many it hides). */
  countUnder = (name: string) => {
    const prefix = `${name}.`;
    const names = new Set([...this.checked.keys(), ...this.ownMistakes.keys()]);
    return [...names].filter((key) => key === name || key.startsWith(prefix)).length;
  };

  /** The fields' own mistakes, by field name. */
  own = (): ReadonlyMap<string, string> => this.ownMistakes;
}

/** Which list items are unfolded, by field name (`sections.2`). */
export class FoldStore extends Subscribable {
  private open = new Set<string>();
  isOpen = (name: string) => this.open.has(name);
  toggle(name: string) {
    if (this.open.has(name)) this.open.delete(name);
    else this.open.add(name);
    this.changed();
  }
  /** Unfolds every list item around a field (`sections.2.cards.0.title` opens `sections.2` and `sections.2.cards.0`). */
  reveal(name: string) {
    const parts = name.split('.');
    let grew = false;
    for (let end = 1; end <= parts.length; end += 1) {
      if (!/^\d+$/.test(parts[end - 1]!)) continue;
      const item = parts.slice(0, end).join('.');
      if (!this.open.has(item)) {
        this.open.add(item);
        grew = true;
      }
    }
    if (grew) this.changed();
  }
  /** Folds every item under a list, then unfolds `opened`: after items moved, their names changed. */
  closeUnder(list: string, opened: Iterable<string>) {
    const prefix = `${list}.`;
    this.open = new Set([...[...this.open].filter((name) => !name.startsWith(prefix)), ...opened]);
    this.changed();
  }
}

export function useMistake(store: MistakeStore, name: string) {
  return useSyncExternalStore(store.subscribe, () => store.at(name));
}

export function useMistakeAboutFacts(store: MistakeStore, name: string) {
  return useSyncExternalStore(store.subscribe, () => store.isAboutFacts(name));
}

export function useMistakesUnder(store: MistakeStore, name: string) {
  return useSyncExternalStore(store.subscribe, () => store.countUnder(name));
}

export function useOpen(store: FoldStore, name: string) {
  return useSyncExternalStore(store.subscribe, () => store.isOpen(name));
}
