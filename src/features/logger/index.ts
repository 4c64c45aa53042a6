// What the app shell uses from the logger (the page itself is loaded by the route table).
export { LoggerBackgroundSync } from './components/LoggerBackgroundSync';
