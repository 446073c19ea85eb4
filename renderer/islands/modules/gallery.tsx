export { GalleryGrid as default } from '../../sections/Gallery.tsx';
