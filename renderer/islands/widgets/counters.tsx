export { HeroCounters as default } from '../../sections/Hero.tsx';
