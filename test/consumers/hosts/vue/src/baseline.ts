import { createApp } from 'vue';
import Baseline from './Baseline.vue';

createApp(Baseline).mount('#app');
