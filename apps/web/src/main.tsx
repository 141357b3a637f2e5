import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
