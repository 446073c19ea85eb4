/**
 * Cloudflare Turnstile in the browser: the script is loaded on first use (only when a site key is configured),
 * rendered explicitly and invisibly (`execution: 'execute'`, `appearance: 'interaction-only'`) for the action
 * `contact_form_submit`. A token is fetched on submit when none is held; after a send the widget is reset.
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const TURNSTILE_ACTION = 'contact_form_submit';
const TOKEN_TIMEOUT_MS = 30_000;

type RenderOptions = {
  sitekey: string;
  action: string;
  execution: 'render' | 'execute';
  appearance: 'always' | 'execute' | 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
};
type TurnstileApi = {
  render(container: HTMLElement, options: RenderOptions): string | undefined;
  execute(widget: string): void;
  reset(widget: string): void;
  remove(widget: string): void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: Promise<TurnstileApi> | undefined;

function loadScript(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')),
    );
    script.addEventListener('error', () => reject(new Error('turnstile failed to load')));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = undefined;
    throw error;
  });
  return scriptLoad;
}

export class TurnstileWidget {
  private api: TurnstileApi | undefined;
  private id: string | undefined;
  private token: string | undefined;
  private waiting: { resolve: (token: string) => void; reject: (error: Error) => void }[] = [];

  /** Loads the script and renders the widget into `container`; failures leave the widget not ready. */
  async mount(container: HTMLElement, siteKey: string): Promise<void> {
    if (this.id !== undefined) return;
    try {
      const api = await loadScript();
      if (!container.isConnected || this.id !== undefined) return;
      this.api = api;
      this.id =
        api.render(container, {
          sitekey: siteKey,
          action: TURNSTILE_ACTION,
          execution: 'execute',
          appearance: 'interaction-only',
          callback: (token) => {
            this.token = token;
            for (const waiter of this.waiting.splice(0)) waiter.resolve(token);
          },
          'error-callback': () => this.fail(new Error('verification failed')),
          'expired-callback': () => {
            this.token = undefined;
          },
        }) ?? undefined;
    } catch {
      this.id = undefined;
    }
  }

  get ready(): boolean {
    return this.api !== undefined && this.id !== undefined;
  }

  /** The held token, or a fresh one from an invisible challenge. */
  getToken(notReady: string): Promise<string> {
    if (!this.ready) return Promise.reject(new Error(notReady));
    if (this.token) return Promise.resolve(this.token);
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(notReady)), TOKEN_TIMEOUT_MS);
      this.waiting.push({
        resolve: (token) => (clearTimeout(timer), resolve(token)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      try {
        this.api!.execute(this.id!);
      } catch {
        this.fail(new Error(notReady));
      }
    });
  }

  /** Forgets the token (tokens are single-use) and resets the widget for the next message. */
  reset(): void {
    this.token = undefined;
    if (!this.ready) return;
    try {
      this.api!.reset(this.id!);
    } catch {
      /* a widget that cannot reset will fail its next execute and say so */
    }
  }

  remove(): void {
    if (this.ready) {
      try {
        this.api!.remove(this.id!);
      } catch {
        /* already gone */
      }
    }
    this.id = undefined;
    this.token = undefined;
  }

  private fail(error: Error) {
    this.token = undefined;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}
