export { ErrorPage as default } from '../../renderer/ErrorPage.tsx';
