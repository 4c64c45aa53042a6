// Today's "On demand" card, loaded on its own after Today's first paint (app/pages/dashboard), so
// `/` does not carry the on-demand code.
export { OnDemandTodayCard as default } from './client/components/OnDemandTodayCard';
