export { Carousel as default } from '../../sections/Hero.tsx';
