/**
 * A fake Slack-compatible incoming webhook on 127.0.0.1: records every post and answers `status` (200 unless told
 * otherwise); while `hold` is set it answers only once that promise settles.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookPost {
  /** The `text` field of the JSON body. */
  text: string;
  /** The status it was answered with. */
  status: number;
}

export interface FakeWebhook {
  url: string;
  posts: WebhookPost[];
  /** The texts of the posts answered with a 2xx status: the alerts that reached a person. */
  delivered(): string[];
  status: number;
  hold: Promise<void> | undefined;
  close(): Promise<void>;
}

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (fake.hold) await fake.hold;
    const status = fake.status;
    fake.posts.push({ text: (JSON.parse(body) as { text: string }).text, status });
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(status < 300 ? 'ok' : 'no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeWebhook = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/alerts`,
    posts: [],
    delivered: () => fake.posts.filter((post) => post.status < 300).map((post) => post.text),
    status: 200,
    hold: undefined,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
