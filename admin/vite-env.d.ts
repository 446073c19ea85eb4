/// <reference types="vite/client" />

/** True in the editor `npm run dev` serves (admin/server/vite-app.ts), false in the one `npm run build` writes. */
declare const __DEV_SERVER__: boolean;
