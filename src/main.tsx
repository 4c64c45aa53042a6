import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadStartPage } from './app/AppRoutes';
import './index.css';

const root = createRoot(document.getElementById('root')!);
// The page the app opens on is drawn in the first render, from code already loaded, and in a
// transition so React renders it in slices between which the browser can paint and respond.
void preloadStartPage().then(() => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
