export { VideoPlayer as default } from '../../sections/Video.tsx';
