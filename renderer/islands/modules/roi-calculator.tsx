export { Calculator as default } from '../../sections/RoiCalculator.tsx';
