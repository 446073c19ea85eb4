import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts one of the pipeline's entry points (`entry`, from the repository's folder `root`) as a process of its own, run
 * by pipeline/run.mjs with Node's options `execArgv`, its output on this process's and a channel to send it messages.
 * A build is for production whatever the shell says: under NODE_ENV=test (a test runner's) vite would bundle React's
 * development JSX, which the kept bundles would then hand to a server whose React has none.
 */
export const startEntry = (root: string, entry: string, execArgv: string[] = []): ChildProcess =>
  fork(join(root, 'pipeline', 'run.mjs'), [entry], {
    cwd: root,
    execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** Resolves with the last message `child` sent once it exits with code 0; with an Error otherwise. */
export function lastMessage<Message>(child: ChildProcess, entry: string): Promise<Message | Error> {
  let message: { value: Message } | undefined;
  child.on('message', (value) => {
    message = { value: value as Message };
  });
  return new Promise((resolve) => {
    child.on('error', resolve);
    child.on('exit', (code, signal) =>
      resolve(
        message && code === 0 ? message.value : new Error(`${entry} stopped (${signal ?? `exit code ${code}`}).`),
      ),
    );
  });
}
