// The markdown peer: marked's full parser, as a host that renders messages ships it.
export { Marked, marked } from 'marked';
