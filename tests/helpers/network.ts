/** This computer's addresses on a network, for tests that a server listens on loopback only. */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * An address other machines could reach this one at (not loopback, not link-local), or undefined when it has none
 * (a machine or container without a network).
 */
export function networkAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && !address.address.startsWith('fe80:'))?.address;
}

/** Whether a server accepts a TCP connection at `host` and `port` (a refused or unanswered one is not accepted). */
export function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 5000 });
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
