/**
 * The React page's entry. The tags are registered first: React 19 sets a prop as a property
 * only when the element already has it, which needs the class to be defined.
 */
import '../../src/bundle.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initThemePicker } from '../shared/theme.js';
import { App } from './App.js';

initThemePicker();
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
