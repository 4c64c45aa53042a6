// The client profile's body-weight section, composed in by app/pages/ClientProfilePage.
export { ClientBodyWeight } from './components/ClientBodyWeight';
