import './zodConfig';
import './app/fonts.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { preloadScreen } from './app/routes';
import { sessionQuery } from './session/session';
import { initI18n } from './i18n';
import { preloadCatalogue } from './i18n/backend';
import { detectLanguage } from './i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Everything the first screen needs is asked for at once, what the first render waits on first (the common
// catalogue, the session): the router would ask for the screen's code and catalogues only after that render.
const language = detectLanguage();
preloadCatalogue(language, 'common');
const queryClient = createQueryClient();
void queryClient.prefetchQuery(sessionQuery);
// A task later, so that the catalogue and the session leave first: Vite's preload helper asks for a screen's
// dependencies at once, and for the catalogue (no dependencies) only a microtask later.
setTimeout(() => preloadScreen(window.location.pathname, language));

// Render after the language's catalogue is in, so the first paint is already translated.
await initI18n();
createRoot(container).render(<App queryClient={queryClient} />);
