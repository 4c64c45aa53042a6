// Forgiving a late cancel or a no-show, for a page outside scheduling: the client profile's credit
// history offers it on a forfeited credit (composed by app/pages/ClientProfilePage.tsx), the one
// place a 1:1 late cancel can still be forgiven after its session left the calendar.
export { ForgiveBookingForm } from './components/booking/ForgiveBookingForm';
