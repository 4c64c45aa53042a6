// The client's "On demand" screen (`/on-demand`), loaded by the route table on its own: the staff
// pages and the viewer (a chunk of its own again) stay out of it.
export { default } from './client/components/OnDemandClientPage';
