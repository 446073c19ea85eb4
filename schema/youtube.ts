/**
 * A YouTube video as an editor may paste it: the 11-character id, or any of YouTube's own addresses for it
 * (watch?v=…, youtu.be/…, /embed/…, /shorts/…, /live/…, with or without www., m. or the nocookie host).
 */

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The video id in `value`, or undefined when it is neither an id nor a YouTube address of one video. */
export function youtubeIdOf(value: string): string | undefined {
  const text = value.trim();
  if (ID.test(text)) return text;
  let address: URL;
  try {
    address = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return undefined;
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return undefined;
  const host = address.hostname.toLowerCase();
  const parts = address.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : undefined;
  else if (HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = address.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) id = parts[1];
  }
  return id && ID.test(id) ? id : undefined;
}
