export { PageMenu as default } from '../../layout/PageMenu.tsx';
