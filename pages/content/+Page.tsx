export { ContentPage as default } from '../../renderer/ContentPage.tsx';
