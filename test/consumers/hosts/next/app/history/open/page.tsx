// History ending on an open question: painted on the server, made live in the browser by
// choice-prompts/lazy.js, which fetches the elements for it.
import { Transcript } from '../transcript';
import { open } from '../conversation';
import { LiveQuestions } from './live';

export default function OpenHistoryPage() {
  return (
    <>
      <Transcript messages={open} />
      <LiveQuestions />
    </>
  );
}
