export { Head as default } from '../renderer/layout/Head.tsx';
