// History only: every block settled, so the page's client JavaScript holds none of the kit.
import { Transcript } from './transcript';
import { settled } from './conversation';

export default function HistoryPage() {
  return <Transcript messages={settled} />;
}
