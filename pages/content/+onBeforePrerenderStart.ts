import { prerenderedRoutes } from '../../renderer/content/load.server.ts';

export const onBeforePrerenderStart = () => prerenderedRoutes();
