// The same message rendered by marked alone: the app without the kit, to measure what the kit adds.
import { Marked } from 'marked';

const message = 'Which database should I set up?\n\n```choices\n{"question": "Which database?"}\n```';
document.querySelector('#chat')!.innerHTML = new Marked().parse(message, { async: false });
