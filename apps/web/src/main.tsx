import './zodConfig';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Render after the language's catalogue is in, so the first paint is already translated.
await initI18n();
createRoot(container).render(<App />);
