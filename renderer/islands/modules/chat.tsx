export { ChatWidget as default } from '../../widgets/ChatWidget.tsx';
