// The kit's tags in Vue templates, typed for vue-tsc: their properties and events.
import type {} from 'choice-prompts/vue';
