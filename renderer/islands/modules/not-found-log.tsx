export { NotFoundLog as default } from '../../ErrorPage.tsx';
