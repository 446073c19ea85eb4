export { Layout as default } from '../renderer/layout/Layout.tsx';
