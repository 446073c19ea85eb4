export { ContactModal as default } from '../../widgets/ContactModal.tsx';
