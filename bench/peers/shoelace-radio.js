// The Shoelace peer: the two components a radio-button group needs, registered (Shoelace's
// per-component entry points register their tag on import).
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
