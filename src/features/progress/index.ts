// What the app composes from the progress feature: its page (src/app/pages/ProgressionRoute.tsx).
export { ProgressionPage } from './components/ProgressionPage';
