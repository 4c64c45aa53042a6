import { CollectionsPage } from './CollectionsPage';

/** `/on-demand/resource-list`. */
export default function ResourceListPage() {
  return <CollectionsPage kind="resources" />;
}
