import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
