/**
 * Runs `run` in a task of its own, right after the tasks already queued. A message-channel task: not a timer, so test
 * clocks do not hold it back, and it runs in background tabs too.
 */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => run();
  channel.port2.postMessage(undefined);
}

/** Resolves in a task of its own, after the tasks already queued (see `nextTask`). */
export const afterNextTask = (): Promise<void> => new Promise((resolve) => nextTask(resolve));
