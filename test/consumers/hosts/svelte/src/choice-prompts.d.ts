// The kit's tags in Svelte markup, typed for svelte-check: their properties and events.
import type {} from 'choice-prompts/svelte';
