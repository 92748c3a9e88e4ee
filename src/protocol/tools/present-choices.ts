/**
 * The `present_choices` tool: returns the ```choices block for the agent to print, its JSON
 * rebuilt from the validated request with every backtick and `<` escaped, so no label can
 * close the fence or inject markup.
 */
import type { ChoiceQuestion } from '../model.js';
import { presentChoices } from '../dialects/present-choices/index.js';
import { PRESENT_CHOICES_TOOL_SCHEMA } from '../dialects/present-choices/tool.js';
import { invalidArguments, type ToolDefinition } from './tool.js';

/** The arguments, as the tool states them, plus the kit's optional extensions. */
export interface PresentChoicesArgs {
  question: string;
  options: Array<{ label: string; value: string; description?: string; recommended?: boolean }>;
  context?: string;
  multiple?: boolean;
  minSelections?: number;
  maxSelections?: number;
  allowOther?: boolean;
  placeholder?: string;
}

/** JSON whose text cannot close a markdown fence or open an HTML tag. */
export function fenceSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/`/g, '\\u0060').replace(/</g, '\\u003c');
}

/**
 * The block's object: `question` and `options`, then only the extensions that change the
 * meaning (a field left at its default reads the same either way, so it is left out).
 */
function blockOf(q: ChoiceQuestion): Record<string, unknown> {
  const block: Record<string, unknown> = {
    question: q.text,
    options: q.options.map((o) => ({
      label: o.label,
      value: o.value,
      ...(o.description !== undefined && { description: o.description }),
      ...(o.recommended && { recommended: true }),
    })),
  };
  if (q.multiple) block.multiple = true;
  if (q.allowOther) block.allowOther = true;
  if (q.placeholder !== undefined) block.placeholder = q.placeholder;
  if (q.minSelections !== (q.allowOther ? 0 : 1)) block.minSelections = q.minSelections;
  if (q.maxSelections !== (q.multiple ? q.options.length : 1)) block.maxSelections = q.maxSelections;
  return block;
}

/** The tool's response: the instruction text holding the block. */
export function presentChoicesInstruction(question: ChoiceQuestion): string {
  return [
    'Present this choice to the user using the exact format below:',
    ...(question.context !== undefined ? [question.context] : []),
    ['```choices', fenceSafeJson(blockOf(question)), '```'].join('\n'),
    'Wait for the user to select an option before proceeding.',
  ].join('\n\n');
}

export const presentChoicesTool: ToolDefinition<PresentChoicesArgs, never> = {
  ...PRESENT_CHOICES_TOOL_SCHEMA,
  async execute(args) {
    const result = presentChoices.parse(args);
    if (!result.ok) return invalidArguments('The present_choices arguments are invalid; correct them and call the tool again:', result.errors);
    return { isError: false, content: presentChoicesInstruction(result.request.questions[0]), request: result.request };
  },
};
