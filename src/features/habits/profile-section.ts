// The client profile's habits section (coach side), composed in by app/pages/ClientProfilePage.
export { ClientHabits } from './components/ClientHabits';
