export { BookingButton as default } from '../../widgets/BookingButton.tsx';
