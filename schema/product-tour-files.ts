/**
 * Where `npm run tours` writes an illustrated product tour and how it is framed. Plain values with no imports: the
 * video player in the browser reads them too.
 */

/** The folder under public/ (and the site root) that holds the tours. */
export const TOURS_FOLDER = 'videos';

/** Every tour is drawn at this size (16:9). */
export const TOUR_FRAME = { width: 1280, height: 720 } as const;

/** The cross-fade from one screen to the next, in seconds; it starts as the next caption does. */
export const TOUR_FADE_SECONDS = 0.6;

/** A tour's shortest and longest running time, in seconds. */
export const TOUR_LENGTH = { min: 30, max: 90 } as const;

/** The site paths of a tour's video, captions and poster. */
export const tourFiles = (name: string) => ({
  video: `/${TOURS_FOLDER}/${name}.mp4`,
  captions: `/${TOURS_FOLDER}/${name}.vtt`,
  poster: `/${TOURS_FOLDER}/${name}-poster.jpg`,
});

/** A running time in seconds as a player shows it: `0:48`, `1:05`. */
export const clockTime = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
