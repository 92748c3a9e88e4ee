// The replies every host's prompts must send: the same questions in each host.

/** A ```choices block's reply: the chosen option's value, as the user's next message. */
export const BLOCK_REPLY = 'sqlite';

/** AskUserQuestion's tool result for "Which license?" answered MIT. */
export const LICENSE_REPLY = { answers: { 'Which license?': 'MIT' } };
