/**
 * The browser content editor at /admin/: forms made from the schemas (generated/field-model.json), the site's own
 * renderers in its preview, the validator before every save and a writer that changes only the edited lines. Built by
 * its own Vite (admin/server/vite-app.ts), so no visitor page carries any of it.
 */
// First: the content's request goes out before the rest of the script is set up.
import './state/snapshot-request.ts';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import siteJson from '../generated/site.json';
import type { Site } from '../schema/site.ts';
import siteStylesheet from '../renderer/styles.css?inline';
import { App } from './app/App.tsx';
import { Changes, EntryPublish } from './app/Changes.tsx';
import { SignIn } from './app/SignIn.tsx';
import { chooseBackend, type BackendEnv } from './backend/choose.ts';
import { fieldModel } from './state/config.ts';
import type { Backend, User } from './backend/types.ts';
import { loadSnapshot } from './state/content.ts';
import { watchContent } from './state/watch.ts';
import { previewStylesheet } from './lib/preview-css.ts';
// The editor's stylesheet in its parts, in this order (later rules win ties): the app's frame, an entry, its fields,
// the dialogs.
import './editor.css';
import './app/entry/entry.css';
import './form/fields.css';
import './app/dialogs.css';

const site = siteJson as Site;
const root = document.getElementById('editor')!;

function showProblem(message: string) {
  root.innerHTML = '';
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.className = 'ed-problem';
  box.textContent = message;
  root.append(box);
}

/** The live site's editor signs in with GitHub first; each change then waits as a pull request until published. */
function Editor({ backend }: { backend: Backend }) {
  const [user, setUser] = useState<User>();
  if (backend.kind === 'local') return <App model={fieldModel} backend={backend} siteName={site.brand.name} />;
  if (!user) return <SignIn backend={backend} siteName={site.brand.name} onSignedIn={setUser} />;
  return (
    <App
      model={fieldModel}
      backend={backend}
      siteName={site.brand.name}
      header={
        <>
          <a href="#/changes">Changes</a>
          {/* On a phone read out but not shown, so Changes and Sign out fit the first row. */}
          <span className="ed-user ed-phone-unseen">{user.name}</span>
          <button
            type="button"
            className="ed-link"
            onClick={() => {
              backend.signOut?.();
              setUser(undefined);
            }}
          >
            Sign out
          </button>
        </>
      }
      screens={{ changes: () => <Changes backend={backend} /> }}
      publishControls={(entry) => <EntryPublish backend={backend} entry={entry} />}
    />
  );
}

try {
  const style = document.createElement('style');
  style.textContent = previewStylesheet(siteStylesheet);
  document.head.prepend(style);
  const [, backend] = await Promise.all([
    loadSnapshot(),
    chooseBackend(site.editor, {
      dev: __DEV_SERVER__,
      origin: location.origin,
      siteUrl: site.siteUrl,
      env: import.meta.env as BackendEnv,
    }),
  ]);
  createRoot(root).render(<Editor backend={backend} />);
  watchContent(backend);
} catch (error) {
  showProblem(error instanceof Error ? error.message : String(error));
}
