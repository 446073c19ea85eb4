/**
 * The live editor's changes waiting to be published (each a pull request on GitHub with Netlify's deploy preview):
 * the page at `#/changes` lists them all, and an open entry with one shows its preview link and Publish button.
 * Publish asks first, then merges the change into the published branch (admin/backend/github.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Backend, PendingChange } from '../backend/types.ts';
import { entryHash, type EntryRef } from '../lib/entries.ts';
import { wordsOf } from './SignIn.tsx';
import './github.css';

/** How often to ask again while a deploy preview is being built (Netlify takes a minute or two). */
const PREVIEW_CHECK_MS = 20_000;

/** The pending changes, asked for again after every save and publish and while a preview is being built. */
function usePendingChanges(backend: Backend) {
  const [changes, setChanges] = useState<PendingChange[]>();
  const [problem, setProblem] = useState<string>();
  const latest = useRef(0);
  const refresh = useCallback(async () => {
    if (!backend.pending) return;
    // Only the newest question's answer counts: answers can arrive out of order.
    const asked = ++latest.current;
    try {
      const answer = await backend.pending();
      if (asked !== latest.current) return;
      setChanges(answer);
      setProblem(undefined);
    } catch (error) {
      if (asked === latest.current) setProblem(wordsOf(error));
    }
  }, [backend]);

  useEffect(() => {
    void refresh();
    const stop = backend.subscribe?.(() => void refresh());
    return () => {
      // Answers to questions asked before leaving are not shown.
      latest.current += 1;
      stop?.();
    };
  }, [backend, refresh]);

  const building = changes?.some((change) => !change.previewUrl) ?? false;
  useEffect(() => {
    if (!building) return;
    const timer = setInterval(() => void refresh(), PREVIEW_CHECK_MS);
    return () => clearInterval(timer);
  }, [building, refresh]);

  return { changes, problem, refresh };
}

type Outcome = { published: boolean; text: string };

/** Publishes a change once the editor confirms, and says how it went. */
function usePublish(backend: Backend, onPublished?: (change: PendingChange) => void) {
  const [publishing, setPublishing] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>();
  const message = useRef<HTMLParagraphElement>(null);

  // The Publish button goes away with its change: the outcome takes the focus, so a keyboard user stays in place.
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  async function publish(change: PendingChange) {
    if (publishing !== undefined || !backend.publish) return;
    if (!confirm(`Publish this change to the live site now?\n\n${change.title}`)) return;
    setOutcome(undefined);
    setPublishing(change.number);
    try {
      await backend.publish(change);
      setOutcome({
        published: true,
        text: `Published: ${change.title}. The live site shows it in a few minutes, once Netlify has built it.`,
      });
      onPublished?.(change);
    } catch (error) {
      setOutcome({ published: false, text: wordsOf(error) });
    } finally {
      setPublishing(undefined);
    }
  }

  const outcomeView = outcome && (
    <p
      ref={message}
      tabIndex={-1}
      className={outcome.published ? 'ed-published' : 'ed-alert'}
      role={outcome.published ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
  return { publish, publishing, outcomeView };
}

function PreviewLink({ change, describedBy }: { change: PendingChange; describedBy?: string }) {
  return change.previewUrl ? (
    <a className="ed-button" href={change.previewUrl} target="_blank" rel="noreferrer" aria-describedby={describedBy}>
      View preview
    </a>
  ) : (
    <span className="ed-hint">Preview is being built</span>
  );
}

/** The page at `#/changes`. */
export function Changes({ backend }: { backend: Backend }) {
  const { changes, problem, refresh } = usePendingChanges(backend);
  const { publish, publishing, outcomeView } = usePublish(backend);
  return (
    <div className="ed-page">
      <h1>Changes to publish</h1>
      <p className="ed-lead">
        Every save is proposed here first, with a preview of the site as it would be. Publish puts a change on the live
        site.
      </p>
      {outcomeView}
      {problem && (
        <div className="ed-alert ed-row ed-wrap" role="alert">
          <span>{problem}</span>
          <button type="button" className="ed-button" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      )}
      {!changes && !problem && <p role="status">Looking for changes on GitHub…</p>}
      {changes?.length === 0 && <p>No changes are waiting to be published.</p>}
      {changes && changes.length > 0 && (
        <ul className="ed-changes">
          {changes.map((change) => {
            const titleId = `ed-change-${change.number}`;
            return (
              <li key={change.number} className="ed-change">
                <h2 id={titleId}>
                  <a href={entryHash(change.entry)}>{change.title}</a>
                </h2>
                <p className="ed-hint">
                  Proposed as <a href={change.url}>pull request #{change.number}</a> on GitHub.
                </p>
                <div className="ed-row ed-wrap">
                  <PreviewLink change={change} describedBy={titleId} />
                  <button
                    type="button"
                    className="ed-button ed-primary"
                    aria-describedby={titleId}
                    disabled={publishing !== undefined}
                    onClick={() => void publish(change)}
                  >
                    {publishing === change.number ? 'Publishing…' : 'Publish'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** An open entry's preview link and Publish button, when a change of it is waiting; else nothing. */
export function EntryPublish({
  backend,
  entry,
  onPublished,
}: {
  backend: Backend;
  entry: EntryRef;
  /** After the entry's change is published (the entry's texts are now the published branch's). */
  onPublished?(change: PendingChange): void;
}) {
  const { changes } = usePendingChanges(backend);
  const { publish, publishing, outcomeView } = usePublish(backend, onPublished);
  const change = changes?.find(
    (candidate) => candidate.entry.collection === entry.collection && candidate.entry.name === entry.name,
  );
  if (!change && !outcomeView) return null;
  return (
    <div className="ed-entry-publish ed-row ed-wrap">
      {change && (
        <>
          <PreviewLink change={change} />
          <button
            type="button"
            className="ed-button"
            disabled={publishing !== undefined}
            onClick={() => void publish(change)}
          >
            {publishing === change.number ? 'Publishing…' : 'Publish'}
          </button>
        </>
      )}
      {outcomeView}
    </div>
  );
}
