export { VideoFacade as default } from '../../sections/Video.tsx';
