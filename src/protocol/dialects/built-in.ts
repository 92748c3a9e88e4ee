/** The dialects every page has: what markdown blocks and the elements' plain attributes need. */
import type { Dialect } from '../dialect.js';
import { choicesBlock } from './choices-block/index.js';
import { presentChoices } from './present-choices/index.js';

export const BUILT_IN: readonly Dialect[] = [choicesBlock, presentChoices];
