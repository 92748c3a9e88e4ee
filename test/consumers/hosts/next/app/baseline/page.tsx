// The same route shape without the kit: what the kit adds is measured against it.
import { Plain } from './plain';

export default function Baseline() {
  return <Plain question="Which database?" options={['PostgreSQL', 'SQLite']} />;
}
