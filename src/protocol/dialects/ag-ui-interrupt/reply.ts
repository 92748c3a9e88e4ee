/**
 * The `ag_ui_interrupt` reply: the `resume` list of the run that goes on, one entry per open
 * interrupt, `resolved` with its payload or `cancelled`.
 */
import type { ChoiceAnswer, ChoiceRequest, ChoiceResponse } from '../../model.js';
import { isRecord, own, setOwn, type Json } from '../../input.js';
import type { ElicitationField } from '../mcp-elicitation/fields.js';
import { encodeMcpElicitation } from '../mcp-elicitation/reply.js';
import { argsEdited, editedArgs, type EditField } from '../shared/edit-fields.js';

/** One entry of `RunAgentInput.resume` (AG-UI's `ResumeEntry`). */
export type AgUiResumeEntry = { interruptId: string; status: 'resolved'; payload: unknown } | { interruptId: string; status: 'cancelled' };

/** How the parser read one interrupt, in `request.meta.interrupts`. */
export interface AgUiInterruptMeta {
  /** The interrupt's `id`: `resume[].interruptId`. */
  id: string;
  /**
   * `approval`: Approve / Deny (and Edit), replied `{approved}` (with `editedArgs`); `value`:
   * one answer, replied as it is (a boolean, a string, a number); `form`: an object's fields.
   */
  kind: 'approval' | 'value' | 'form';
  /** The prefix of its questions' ids: its first question's id, then that and a dot. */
  question: string;
  /** `value` and `form`: each field, in question order (a `value`'s is named "value"). */
  fields?: ElicitationField[];
  /**
   * `approval` with Edit: the tool call's arguments and the field of each, or, where they are
   * not known, `editedArgs`' fields (question ids `<question>.edit.q<n>`).
   */
  edit?: { args: Record<string, unknown>; fields: EditField[] } | { schema: ElicitationField[] };
}

export const APPROVE = 'approve';
export const EDIT = 'edit';

const answerOf = (response: ChoiceResponse, id: string) => own(response.answers, id) as ChoiceAnswer | undefined;

/** Approve, Deny or Edit: `{approved}`, `editedArgs` the whole arguments (Approve with edits is an edit). */
function approvalPayload(request: ChoiceRequest, response: ChoiceResponse, meta: AgUiInterruptMeta): unknown {
  const chosen = answerOf(response, meta.question)?.selected[0];
  if (chosen === undefined) return undefined;
  const edit = meta.edit;
  if (edit && 'schema' in edit) {
    return chosen === EDIT ? { approved: true, editedArgs: fieldsPayload(request, response, { ...meta, kind: 'form', question: `${meta.question}.edit`, fields: edit.schema }) } : { approved: chosen === APPROVE };
  }
  const editing = edit && (chosen === EDIT || (chosen === APPROVE && argsEdited(edit.args, edit.fields, request, response)));
  if (editing) return { approved: true, editedArgs: editedArgs(edit.args, edit.fields, request, response) };
  return { approved: chosen === APPROVE || chosen === EDIT };
}

/** A value or a form: its fields encoded as an MCP form's content (each value in its JSON type); `undefined` when nothing was given. */
function fieldsPayload(request: ChoiceRequest, response: ChoiceResponse, meta: AgUiInterruptMeta): unknown {
  // A form's own fields (an approval's are its Edit's, `<question>.edit.q<n>`).
  const asked = request.questions.filter((q) => q.id === meta.question || (q.id.startsWith(`${meta.question}.`) && !q.id.startsWith(`${meta.question}.args.`)));
  const answers: Record<string, ChoiceAnswer> = {};
  asked.forEach((q, i) => {
    const answer = answerOf(response, q.id);
    if (answer) setOwn(answers, `q${i}`, answer);
  });
  if (Object.keys(answers).length === 0) return undefined;
  const questions = asked.map((q, i) => ({ ...q, id: `q${i}` }));
  const reply = encodeMcpElicitation({ id: request.id, dialect: 'mcp_elicitation', questions, meta: { fields: meta.fields } as Json }, { requestId: request.id, status: 'answered', answers });
  const content = reply.action === 'accept' ? (reply.content ?? {}) : {};
  return meta.kind === 'value' ? content['value'] : content;
}

/** `ChoiceResponse` → the `resume` list; `null` once an interrupt has expired (the agent takes no resume then). */
export function encodeAgUiInterrupt(request: ChoiceRequest, response: ChoiceResponse): AgUiResumeEntry[] | null {
  if (response.status === 'timeout') return null;
  const interrupts = (isRecord(request.meta) && Array.isArray(own(request.meta, 'interrupts')) ? own(request.meta, 'interrupts') : []) as AgUiInterruptMeta[];
  return interrupts.map((meta) => {
    const payload = response.status !== 'answered' ? undefined : meta.kind === 'approval' ? approvalPayload(request, response, meta) : fieldsPayload(request, response, meta);
    // Left unanswered (once the person confirmed), or the whole request cancelled: cancelled, without payload.
    return payload === undefined ? { interruptId: meta.id, status: 'cancelled' } : { interruptId: meta.id, status: 'resolved', payload };
  });
}
