// React 19's own tags, registered by bundle.js in a client component: the server render
// imports bundle.js too (under the `node` condition), and must not throw.
import { Tags } from './tags';

export default function TagsPage() {
  return <Tags />;
}
