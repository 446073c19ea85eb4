/**
 * The live editor's first screen: sign in with GitHub (a popup through Netlify's provider or our cms-oauth function,
 * admin/backend/github.ts). A sign-in kept from an earlier visit is picked up first, so a reload goes straight on.
 */
import { useEffect, useRef, useState } from 'react';
import type { Backend, User } from '../backend/types.ts';
import './github.css';

type State = 'checking' | 'ready' | 'waiting';

export function SignIn({
  backend,
  siteName,
  onSignedIn,
}: {
  backend: Backend;
  siteName: string;
  onSignedIn(user: User): void;
}) {
  const [state, setState] = useState<State>('checking');
  const [problem, setProblem] = useState<string>();
  // The latest callback, so a parent that passes a new one each render does not make the kept sign-in be checked again.
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    let shown = true;
    (backend.restore?.() ?? Promise.resolve(undefined)).then(
      (user) => {
        if (!shown) return;
        if (user) signedIn.current(user);
        else setState('ready');
      },
      (error: unknown) => {
        if (!shown) return;
        setProblem(wordsOf(error));
        setState('ready');
      },
    );
    return () => {
      shown = false;
    };
  }, [backend]);

  async function signIn() {
    if (state !== 'ready' || !backend.signIn) return;
    setProblem(undefined);
    setState('waiting');
    try {
      signedIn.current(await backend.signIn());
    } catch (error) {
      setProblem(wordsOf(error));
      setState('ready');
    }
  }

  return (
    <main className="ed-signin">
      <h1>{siteName}</h1>
      <p className="ed-lead">Content editor</p>
      <p>
        Sign in with your GitHub account to change the site. Every change you save is proposed first, with a preview of
        the site as it would be; it goes live when you publish it.
      </p>
      <button
        type="button"
        className="ed-button ed-primary"
        aria-disabled={state !== 'ready'}
        aria-describedby="ed-signin-state"
        onClick={signIn}
      >
        Sign in with GitHub
      </button>
      <p id="ed-signin-state" className="ed-hint" role="status">
        {state === 'checking'
          ? 'Checking whether you are still signed in…'
          : state === 'waiting'
            ? 'Finish signing in in the GitHub window.'
            : ''}
      </p>
      {problem && (
        <p className="ed-alert" role="alert">
          {problem}
        </p>
      )}
    </main>
  );
}

export const wordsOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
