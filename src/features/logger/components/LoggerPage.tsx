// Placeholder until this screen is built.
export { default } from '@/app/pages/ComingSoonPage';
