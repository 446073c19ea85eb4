export { Navbar as default } from '../../layout/Navbar.tsx';
