/** Where the build writes the share image and its size: read by the page head, apart from the renderer's heavy imports. */
export const SHARE_IMAGE = { path: '/share.png', width: 1200, height: 630 } as const;
